import { useCallback, useState, type ReactElement } from 'react';
import { useSearchParams } from '@exam/web-platform/router';
import styled from 'styled-components';
import { TabPanel, Tabs } from '@exam/shared-ui/tabs';
import { DashboardTab } from './features/operations/dashboard/pages/dashboard-tab';
import { PaymentsTab } from './features/purchases/payments/pages/payments-tab';
import { UsersTab } from './features/accounts/pages/users-tab';
import { BooksTab } from './features/catalogue/pages/books-tab';
import { PaymentConfigTab } from './features/purchases/payment-config/pages/payment-config-tab';
import { AuditLogTab } from './features/operations/audit-log/pages/audit-log-tab';
import { LeakTraceTab } from './features/reading/pages/leak-trace-tab';
import { ReconciliationTab } from './features/purchases/reconciliation/pages/reconciliation-tab';
import { TestsTab } from './features/exams/pages/tests-tab';
import { mayLeave } from './lib/leave-guard';

/**
 * The admin tabs (docs/domains/operations.md "Tabs": dashboard, payments, users, books, payment-config), plus
 * our Reconciliation, Tests (online tests made from test-series PDFs), Audit Log and Leak Trace.
 */
const TABS = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'payments', label: 'Payments' },
  { id: 'reconciliation', label: 'Reconciliation' },
  { id: 'users', label: 'Users' },
  { id: 'books', label: 'Books' },
  { id: 'tests', label: 'Tests' },
  { id: 'payment-config', label: 'Payment Config' },
  { id: 'audit-log', label: 'Audit Log' },
  { id: 'leak-trace', label: 'Leak Trace' },
] as const;
export type AdminTab = (typeof TABS)[number]['id'];

const isTab = (value: string | null): value is AdminTab => TABS.some((t) => t.id === value);

// The page's one <main> landmark (the shell's wrapper around remotes is a plain div). Full width up to
// 1280 px whatever the tab holds: in the shell's flex column an auto-margined box would shrink to its
// content, so each tab put the tab strip somewhere else. Wide tables scroll inside their
// own container (TableWrap), never the page.
const Page = styled.main`
  width: 100%;
  max-width: 1280px;
  min-width: 0;
  box-sizing: border-box;
  margin: 0 auto;
  padding: 32px 20px 48px;
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.font};
  h1 {
    margin: 0 0 4px;
    font-size: 1.8rem;
  }
`;
const Sub = styled.p`
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The admin dashboard (docs/domains/operations.md "Admin screens"), admin-remote's `./routes` (and its former
 * `./AdminApp`), rendered by the shell at /admin once it has checked access. The active tab lives in state
 * and mirrors `?tab=` so a reload or a shared link keeps it. Only the open tab is mounted, so each tab's data is fetched only while it is shown
 * (docs/domains/operations.md "Calls": users, payment config).
 */
export default function AdminApp(): ReactElement {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('tab');
  const [tab, setTab] = useState<AdminTab>(isTab(fromUrl) ? fromUrl : 'dashboard');
  const [addOnOpen, setAddOnOpen] = useState(false);

  const select = useCallback(
    (next: AdminTab, openAdd = false) => {
      // A tab holding unsaved edits (the test editor) asks before it is left.
      if (next !== tab && !mayLeave()) return;
      setTab(next);
      setAddOnOpen(openAdd);
      setParams(
        (p) => {
          const copy = new URLSearchParams(p);
          copy.set('tab', next);
          // A tab's own parameters (the Tests tab's open test) belong to it, not to the next tab.
          if (next !== tab) {
            copy.delete('test');
            copy.delete('view');
          }
          return copy;
        },
        { replace: true },
      );
    },
    [setParams, tab],
  );

  return (
    <Page>
      <h1>Admin Dashboard</h1>
      <Sub>Manage books, payments, users and payment settings.</Sub>
      <Tabs tabs={TABS} active={tab} onSelect={(id) => select(id)} label="Admin sections" />
      <TabPanel id={tab}>
        {tab === 'dashboard' && (
          <DashboardTab onAddBook={() => select('books', true)} onViewUsers={() => select('users')} />
        )}
        {tab === 'payments' && <PaymentsTab />}
        {tab === 'reconciliation' && <ReconciliationTab />}
        {tab === 'users' && <UsersTab />}
        {tab === 'books' && <BooksTab startAdding={addOnOpen} />}
        {tab === 'tests' && <TestsTab />}
        {tab === 'payment-config' && <PaymentConfigTab />}
        {tab === 'audit-log' && <AuditLogTab />}
        {tab === 'leak-trace' && <LeakTraceTab />}
      </TabPanel>
    </Page>
  );
}
