import { useEffect, useMemo } from 'react';
import styled from 'styled-components';
import { Link } from '@exam/web-platform/router';
import { testPaths } from '@exam/shared-contracts/constants';
import { useDataLang } from '@exam/web-platform/i18n';
import { displayAnswer, questionPlace } from '@exam/shared-contracts/rules';
import { EmptyState } from '@exam/shared-ui/state-block';
import { RichText } from '@exam/shared-ui/rich-text';
import { BookmarkToggle } from '../../../components/bookmark-toggle';
import { QuestionImage } from '../../../components/question-image';
import { Actions, Part, Facts, Muted, Page } from '../../../components/ui';
import { useGetBookmarksQuery } from '../../../lib/bookmarks-api';
import { ImageCache } from '../../../lib/image-cache';
import { useBookmarksT } from '../i18n';
import { ListStates } from '../../../components/list-states';
import { Button } from '@exam/shared-ui/button';

export { bookmarksMessagesReady as messagesReady } from '../i18n';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/**
 * `/my-tests/bookmarks` ("Bookmarked questions", docs/domains/exams.md "Bookmarks"): every question the
 * student kept from a review, across tests, newest first: its number and place on the paper, the test, its
 * marked image, the answer given and the key, a link to that attempt's review, and Bookmark to let it go
 * (it leaves the list at once). Loading, error with Retry, and an empty state that says how to keep one.
 */
export function BookmarksPage() {
  const t = useBookmarksT();
  const dataLang = useDataLang();
  const query = useGetBookmarksQuery(undefined, { refetchOnMountOrArgChange: true });
  const cache = useMemo(() => new ImageCache(), []);
  useEffect(() => () => cache.close(), [cache]);
  return (
    <Page>
      <h1>{t('Bookmarked questions')}</h1>
      <Muted>
        {t(
          "Questions you bookmarked in your tests' reviews, newest first. The key is shown: each test is already submitted.",
        )}
      </Muted>
      <ListStates
        query={query}
        texts={{
          error: t('Your bookmarks could not be loaded.'),
          loading: t('Loading your bookmarks...'),
          retry: t('Retry'),
        }}
        empty={
          <EmptyState title={t('No bookmarked questions yet')}>
            <RichText
              text={t(
                "Open a submitted test's result and choose Bookmark on a question to keep it here. <0>My tests</0>",
              )}
              parts={[(text) => <Link to="/my-tests">{text}</Link>]}
            />
          </EmptyState>
        }
      >
        {(bookmarks) => (
          <List>
            {bookmarks.map((b) => {
              const id = `bookmark-${b.testId}-${b.number}`;
              return (
                <li key={`${b.testId}-${b.number}`}>
                  <Part aria-labelledby={id}>
                    <h2 id={id}>
                      {t('Question {number} · {place}', { number: b.number, place: questionPlace(b) })}
                    </h2>
                    <Muted lang={dataLang}>
                      {b.testTitle}
                      {b.chapter ? ` · ${b.chapter}` : ''}
                    </Muted>
                    <QuestionImage
                      cache={cache}
                      alt={t('Question {number}', { number: b.number })}
                      shape={b.shape}
                      pathFor={(w) => testPaths.attemptQuestionImage(b.attemptId, b.number, w)}
                      layoutPathFor={(w) => testPaths.attemptQuestionLayout(b.attemptId, b.number, w)}
                    />
                    <Facts>
                      <dt>{t('Your answer')}</dt>
                      <dd>{displayAnswer(b.type, b.answer, b.optionLabels)}</dd>
                      <dt>{t('Key')}</dt>
                      <dd>{displayAnswer(b.type, b.key, b.optionLabels)}</dd>
                    </Facts>
                    <Actions>
                      <Button
                        $variant="secondary"
                        $size="touch"
                        as={Link}
                        to={`/test/${b.testId}/attempt/${b.attemptId}/result`}
                      >
                        {t('Open the review')}
                      </Button>
                      <BookmarkToggle target={b} />
                    </Actions>
                  </Part>
                </li>
              );
            })}
          </List>
        )}
      </ListStates>
    </Page>
  );
}
