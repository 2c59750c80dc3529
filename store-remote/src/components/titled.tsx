import type { ReactNode } from 'react';
import { useDocumentTitle } from '@exam/shared-contracts/client';
import { useStoreT } from '../lib/i18n';
import type { StorePageId } from '../page-table';

/**
 * A route's page with its tab title (`"<title> · Exam Store"`) in the page's language: `store.title.<page>`,
 * whose English is the route table's `title` (what the server puts in the HTML).
 */
export function Titled({ page, children }: { page: StorePageId; children: ReactNode }) {
  const t = useStoreT();
  useDocumentTitle(t(`store.title.${page}`));
  return children;
}
