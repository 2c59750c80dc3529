import { api } from '@exam/web-platform/client';
import { bookmarkPaths } from '@exam/shared-contracts/constants';
import type { BookmarkList } from '@exam/shared-contracts/exams';

/** Which question a bookmark call is about: a submitted attempt's question `number` of test `testId`. */
export interface BookmarkTarget {
  testId: string;
  attemptId: string;
  number: number;
}

/**
 * Bookmarked questions (docs/domains/exams.md "Bookmarks"), shared by the review's toggle and the
 * bookmarks page: the list (tag `QuestionBookmarks`), keep (`PUT`) and let go (`DELETE`, taken out of the
 * cached list at once and put back if the server refuses).
 */
export const bookmarksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBookmarks: build.query<BookmarkList, void>({
      query: () => bookmarkPaths.list,
      providesTags: ['QuestionBookmarks'],
    }),
    keepBookmark: build.mutation<void, BookmarkTarget>({
      query: ({ attemptId, number }) => ({ url: bookmarkPaths.bookmark(attemptId, number), method: 'PUT' }),
      invalidatesTags: ['QuestionBookmarks'],
    }),
    dropBookmark: build.mutation<void, BookmarkTarget>({
      query: ({ attemptId, number }) => ({
        url: bookmarkPaths.bookmark(attemptId, number),
        method: 'DELETE',
      }),
      async onQueryStarted({ testId, number }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          bookmarksApi.util.updateQueryData('getBookmarks', undefined, (list) =>
            list.filter((b) => !(b.testId === testId && b.number === number)),
          ),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: ['QuestionBookmarks'],
    }),
  }),
});

export const { useGetBookmarksQuery, useKeepBookmarkMutation, useDropBookmarkMutation } = bookmarksApi;
