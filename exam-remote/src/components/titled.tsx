import type { ReactNode } from 'react';
import { useDocumentTitle } from '@exam/web-platform/client';

/** A route's page with its tab title (`"<title> · Exam Store"`); null keeps the previous title meanwhile. */
export function Titled({ title, children }: { title: string | null; children: ReactNode }) {
  useDocumentTitle(title);
  return children;
}
