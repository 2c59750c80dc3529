import { API_BASE, paths } from '@exam/shared-contracts/constants';
import { useEffect, useState } from 'react';
import { getDocument, GlobalWorkerOptions, VerbosityLevel, type PDFDocumentProxy } from 'pdfjs-dist';
import type { ReadingSession } from '@exam/shared-contracts/http';
import { pdfAssetUrls } from '../lib/pdf-assets';
import { loadErrorMessage } from '../lib/load-error';
import { openReadingSession } from '../api/reading-api';

/** 64 KiB Range requests: pages stream in as they are needed instead of downloading the whole file first. */
const RANGE_CHUNK_BYTES = 65_536;

export type PdfDocumentState =
  | { status: 'loading'; doc: null; error: null; session: null }
  | { status: 'ready'; doc: PDFDocumentProxy; error: null; session: ReadingSession; openedAt: number }
  | { status: 'error'; doc: null; error: string; session: null };

const LOADING: PdfDocumentState = { status: 'loading', doc: null, error: null, session: null };

/**
 * Opens the book (SPEC 4 "PDF viewer": loading, then ready or error): first a reading session
 * (`POST /api/reading/sessions` with the stored token), then the PDF through `GET /api/pdf-proxy?url=` with
 * the session token as Bearer on every Range request, so the server stops serving pages when the session
 * ends. `attempt` changes on Retry and starts over with a new session; `active` false (session expired)
 * destroys the document, aborts pending requests and frees the worker.
 */
export function usePdfDocument(
  pdfUrl: string,
  bookId: string | undefined,
  attempt: number,
  active: boolean,
): PdfDocumentState {
  const [state, setState] = useState<PdfDocumentState>(LOADING);

  useEffect(() => {
    if (!active) return undefined;
    let live = true;
    let task: ReturnType<typeof getDocument> | null = null;
    const abort = new AbortController();
    setState(LOADING);
    const fail = (error: unknown) => {
      if (live) setState({ status: 'error', doc: null, error: loadErrorMessage(error), session: null });
    };
    openReadingSession({ bookId, pdfUrl }, abort.signal).then((session) => {
      if (!live) return;
      const openedAt = Date.now();
      const assets = pdfAssetUrls();
      GlobalWorkerOptions.workerSrc = assets.workerSrc;
      task = getDocument({
        url: `${API_BASE}${paths.pdfProxy(pdfUrl)}`,
        httpHeaders: { Authorization: `Bearer ${session.token}` },
        // With streaming on, pdf.js keeps reading the first full GET to the end (measured: all 24.9 MB of a
        // 95-page atlas). Streaming off + no auto-fetch fetches only the 64 KiB ranges the open page needs.
        disableAutoFetch: true,
        disableStream: true,
        rangeChunkSize: RANGE_CHUNK_BYTES,
        cMapUrl: assets.cMapUrl,
        cMapPacked: true,
        standardFontDataUrl: assets.standardFontDataUrl,
        wasmUrl: assets.wasmUrl,
        iccUrl: assets.iccUrl,
        // Errors only: pdf.js warns about every unsupported form widget, which floods the host's console.
        verbosity: VerbosityLevel.ERRORS,
        // Safety: pdfjs-dist 5.7.284 is the newest 5.x and long past the PDF-embedded script
        // fix (CVE-2024-4367, fixed in 4.2.67). `isEvalSupported` no longer exists in 5.x (font programs are
        // never compiled with eval/new Function), and `enableScripting` exists only on the AnnotationLayer
        // and PDFViewer, which we never create; the scripting sandbox (pdf.sandbox.mjs) is never loaded, so
        // document JavaScript (OpenAction, page or field actions) cannot run. e2e/reader-safety.e2e.ts shows it.
      });
      task.promise.then((doc) => {
        if (live) setState({ status: 'ready', doc, error: null, session, openedAt });
      }, fail);
    }, fail);
    return () => {
      live = false;
      abort.abort();
      // Destroying the loading task also destroys its document and aborts pending Range requests.
      void task?.destroy();
    };
  }, [pdfUrl, bookId, attempt, active]);

  return active ? state : LOADING;
}
