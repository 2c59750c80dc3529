import { Link } from '@exam/shared-contracts/router';
import { EmptyState } from '@exam/shared-ui/state-block';
import { Page } from './ui';

/** An address under /test that names no page. */
export function NotFound() {
  return (
    <Page>
      <h1>Page not found</h1>
      <EmptyState title="There is no test page at this address.">
        <Link to="/my-tests">Go to My tests</Link>
      </EmptyState>
    </Page>
  );
}
