import type { ReactNode } from 'react';
import { useDocumentTitle } from '@exam/web-platform/client';
import { useStoreT } from '../lib/i18n';
import { STORE_PAGES, type StorePageId } from '../page-table';

/**
 * A route's page with its tab title (`"<title> · Exam Store"`) in the page's language: the route table's `title`
 * (what the server puts in the HTML) is the message's id.
 */
export function Titled({ page, children }: { page: StorePageId; children: ReactNode }) {
  const t = useStoreT();
  useDocumentTitle(t(STORE_PAGES[page].title));
  return children;
}
