import { errorMessage, notify } from '@exam/web-platform/client';
import {
  useDropBookmarkMutation,
  useGetBookmarksQuery,
  useKeepBookmarkMutation,
  type BookmarkTarget,
} from '../lib/bookmarks-api';
import { useAppT } from '../lib/i18n';
import { Button } from '@exam/shared-ui/button';

/**
 * Bookmark: a toggle (`aria-pressed`) that keeps a submitted attempt's question in the student's bookmarks,
 * or lets it go (docs/domains/exams.md "Bookmarks"). Its state is the bookmark list's; it waits while the
 * list loads or a call is on its way, and a refusal is a toast in the reader's language.
 */
export function BookmarkToggle({ target }: { target: BookmarkTarget }) {
  const t = useAppT();
  const list = useGetBookmarksQuery();
  const [keep, kept] = useKeepBookmarkMutation();
  const [drop, dropped] = useDropBookmarkMutation();
  const on = !!list.data?.some((b) => b.testId === target.testId && b.number === target.number);
  const busy = !list.data || kept.isLoading || dropped.isLoading;
  const toggle = async () => {
    try {
      await (on ? drop(target) : keep(target)).unwrap();
    } catch (error) {
      notify.error(errorMessage(error, t('The bookmark could not be saved. Please try again.')));
    }
  };
  return (
    <Button
      $variant="secondary"
      $size="touch"
      type="button"
      aria-pressed={on}
      aria-busy={busy}
      disabled={busy}
      onClick={() => void toggle()}
    >
      <span aria-hidden="true">{on ? '★' : '☆'}</span>
      {t('Bookmark')}
    </Button>
  );
}
