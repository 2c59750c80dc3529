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

/** Modules exposed by each remote, by federation name (docs/architecture.md "The pieces"; apps.json): `./routes`. */
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

/**
 * What every remote exposes as `./routes` (docs/architecture.md "The list of apps"; apps.json): as its
 * default export, the component that renders the remote's own `<Routes>` inside the shell's router, under
 * its mount path (apps.json `mount.routes`: the store at `/*`, the admin at `/admin/*` behind the shell's
 * gate, the online tests at `/test/*` and `/my-tests/*`), or null for a remote with no mount (the reader);
 * and, as `views`, the components the shell places itself without a URL of their own (apps.json `views`).
 * The default export stays a component so that a shell released before `./routes` became every remote's
 * one module still renders the store's, which it always loaded as `store/routes`.
 */
export interface RemoteRoutesModule<Views extends object = Record<string, never>> {
  default: ComponentType | null;
  views?: Views;
}

/** The reader's views (apps.json `views`): its viewer, which the shell opens in its reader sheet. */
export interface ReaderViews {
  PdfViewer: ComponentType<PdfViewerProps>;
}

/** reader-remote `./routes`: no routes of its own (no mount), its viewer as a view. */
export interface ReaderRoutesModule extends RemoteRoutesModule<ReaderViews> {
  default: null;
  views: ReaderViews;
}

/** store-remote `./routes` before it had views (types only): its routes component. */
export interface StoreRoutesModule {
  default: ComponentType;
}

/** reader-remote `./PdfViewer`, its one module before `./routes` (still exposed as an alias). */
export interface PdfViewerModule {
  default: ComponentType<PdfViewerProps>;
}

/** admin-remote `./AdminApp`, its one module before `./routes` (still exposed as an alias): the dashboard of
 * docs/domains/operations.md "Admin screens", rendered at `/admin` once the shell has checked access. */
export interface AdminAppModule {
  default: ComponentType;
}

/**
 * exam-remote `./ExamApp` (and `./TestApp` before the rename), its module before `./routes` (still exposed
 * as an alias; docs/domains/exams.md "Online tests"): the online tests' own `<Routes>`.
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
