/**
 * URLs of the self-hosted pdf.js assets (ARCHITECTURE "Module Federation": no CDN). rspack.config.ts copies
 * them under `pdfjs/` of this remote's build; they resolve against the remote's own public path, which
 * Module Federation sets from where remoteEntry.js was loaded (e.g. /remotes/reader/).
 */
declare const __webpack_public_path__: string;

function publicBase(): URL {
  let base = '';
  try {
    base = __webpack_public_path__;
  } catch {
    /* not bundled (tests): resolve against the page */
  }
  return new URL(base || './', window.location.href);
}

/** Absolute URLs of the worker and the data folders (each folder URL ends with `/`, as pdf.js requires). */
export function pdfAssetUrls(): {
  workerSrc: string;
  cMapUrl: string;
  standardFontDataUrl: string;
  wasmUrl: string;
  iccUrl: string;
} {
  const base = publicBase();
  const at = (p: string) => new URL(`pdfjs/${p}`, base).href;
  return {
    workerSrc: at('pdf.worker.min.mjs'),
    cMapUrl: at('cmaps/'),
    standardFontDataUrl: at('standard_fonts/'),
    wasmUrl: at('wasm/'),
    iccUrl: at('iccs/'),
  };
}
