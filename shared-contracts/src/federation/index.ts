import type { ComponentType } from 'react';
import { REMOTE_APPS } from '../apps';

/**
 * Names of the remotes as the shell knows them, and the keys of `/remotes.json`: every remote of apps.json
 * (`store`, `reader`, `admin`, `test`), so the shell registers each remote in the list.
 */
export const REMOTE_NAMES: readonly string[] = REMOTE_APPS.map((remote) => remote.name);
/** A remote's federation name (one of {@link REMOTE_NAMES}). */
export type RemoteName = string;

/** `/remotes.json`: each remote's `mf-manifest.json` URL, read by the shell at start (never at build time). */
export type RemotesFile = Record<RemoteName, string>;

/** Modules exposed by each remote, by federation name (docs/architecture.md "The pieces"; apps.json). */
export const EXPOSED: Readonly<Record<RemoteName, readonly string[]>> = Object.fromEntries(
  REMOTE_APPS.map((remote) => [remote.name, Object.keys(remote.exposes)]),
);

/** Props of the PDF viewer (docs/domains/reading.md "The viewer": a pdfUrl, a title and a close action), plus
 * the book id for resume. */
export interface PdfViewerProps {
  pdfUrl: string;
  title: string;
  onClose: () => void;
  bookId?: string;
}

/** store-remote `./routes`: a component that renders the storefront's `<Routes>` inside the shell's router. */
export interface StoreRoutesModule {
  default: ComponentType;
}

/** reader-remote `./PdfViewer`. */
export interface PdfViewerModule {
  default: ComponentType<PdfViewerProps>;
}

/** admin-remote `./AdminApp`: the dashboard of docs/domains/operations.md "Admin screens", rendered at
 * `/admin` once the shell has checked access. */
export interface AdminAppModule {
  default: ComponentType;
}

/**
 * exam-remote `./ExamApp` (docs/domains/exams.md "Online tests"): a component that renders the online tests'
 * own `<Routes>` inside the shell's router, mounted by the shell at `/test/*` (a book's tests, instructions,
 * the exam screen, the result) and at `/my-tests`. It checks the session itself (a guest goes to /login).
 */
export interface ExamAppModule {
  default: ComponentType;
}

/**
 * What a remote release needs from the live shell and API, written into its `mf-manifest.json` as `requires`
 * by scripts/release.mjs (docs/releases.md). Ranges are `^x.y.z`, `>=x.y.z`, `*` or an exact version.
 */
export interface RemoteRequirements {
  /** Range of the shell's package.json version. */
  shell?: string;
  /** Range of the shared-contracts version (the API's `x-contract-version`). */
  contracts?: string;
}
