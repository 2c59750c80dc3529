import { Link } from '@exam/web-platform/router';
import { EmptyState } from '@exam/shared-ui/state-block';
import { useAppT } from '../lib/i18n';
import { Page } from './ui';

/** An address under /test that names no page. */
export function NotFound() {
  const t = useAppT();
  return (
    <Page>
      <h1>{t('Page not found')}</h1>
      <EmptyState title={t('There is no test page at this address.')}>
        <Link to="/my-tests">{t('Go to My tests')}</Link>
      </EmptyState>
    </Page>
  );
}
