import { PrerenderedMarkup } from '@exam/web-platform/client';
import { Link, useLocation } from '@exam/web-platform/router';
import { Spinner } from '@exam/shared-ui/spinner';
import { ErrorState } from '@exam/shared-ui/state-block';
import { Container, Page } from '../../../../components/layout';
import { usePaymentT, type PaymentMessageId } from '../i18n';
import { Button } from '@exam/shared-ui/button';

/** A failed RTK Query call's error: its HTTP status when the server answered. */
type QueryError = { status: number | string } | { message?: string } | undefined;

/**
 * What a page about one book shows when its call failed: "Book not found" with a way to the catalogue when
 * the server has no such book (404, or 400 for a malformed id), else `failedTitle` with a retry.
 */
export function BookLoadErrors({
  error,
  failedTitle,
  onRetry,
}: {
  error: QueryError;
  failedTitle: PaymentMessageId;
  onRetry: () => void;
}) {
  const t = usePaymentT();
  if (!error) return null;
  const notFound = 'status' in error && (error.status === 404 || error.status === 400);
  return notFound ? (
    <ErrorState
      title={t('Book not found')}
      headingLevel={1}
      message={t('The requested study material could not be found.')}
    >
      <Button $variant="primary" $size="large" as={Link} to="/class11">
        {t('Browse Books')}
      </Button>
    </ErrorState>
  ) : (
    <ErrorState
      title={t(failedTitle)}
      headingLevel={1}
      message={t('Please check your connection and try again.')}
      retryLabel={t('Try again')}
      onRetry={onRetry}
    />
  );
}

/**
 * A page about one book while its call runs: the book the server drew into the page's HTML stays on screen
 * (its prerendered top), else a spinner named `label`.
 */
export function BookLoading({ label }: { label: PaymentMessageId }) {
  const { pathname } = useLocation();
  const t = usePaymentT();
  return (
    <PrerenderedMarkup
      pathname={pathname}
      fallback={
        <Page>
          <Container>
            <Spinner label={t(label)} />
          </Container>
        </Page>
      }
    />
  );
}
