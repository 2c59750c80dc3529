import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../../src/config';

/**
 * `npm run typecheck:remotes -w shell` (scripts/check-remote-types.mjs): the shell's
 * contracts checked with tsc against the types a remote's release published in its `@mf-types.zip`. The zips
 * here are laid out as Module Federation's dts plugin writes them (`<expose>.d.ts` at the root re-exporting
 * `compiled-types/...`); a real release's zip was checked by hand (docs/releases.md).
 */
type Zip = { addFile(name: string, data: Buffer): void; writeZip(file: string): void };
const AdmZip = createRequire(__filename)('adm-zip') as new () => Zip;
const run = promisify(execFile);
let staticDir: string;
let dataDir: string;

/**
 * Publishes `releases/reader-remote/<version>/@mf-types.zip` whose PdfViewer takes `props`: as a release
 * built before `./routes` (`PdfViewer.d.ts` alone), or with `./routes` (`routes.d.ts`, the viewer a view).
 */
function publishReaderTypes(version: string, props: string, withRoutes = false): void {
  const zip = new AdmZip();
  if (withRoutes)
    zip.addFile(
      'routes.d.ts',
      Buffer.from(
        "import PdfViewer from './compiled-types/reader-remote/src/pdf-viewer';\n" +
          'declare const routes: null;\nexport default routes;\n' +
          'export declare const views: { PdfViewer: typeof PdfViewer };\n',
      ),
    );
  zip.addFile(
    'PdfViewer.d.ts',
    Buffer.from("export { default } from './compiled-types/reader-remote/src/pdf-viewer';\n"),
  );
  zip.addFile(
    'compiled-types/reader-remote/src/pdf-viewer.d.ts',
    Buffer.from(
      "import type { ReactElement } from 'react';\n" +
        "import type { PdfViewerProps } from '@exam/shared-contracts/federation';\n" +
        `export default function PdfViewer(props: ${props}): ReactElement;\n`,
    ),
  );
  const folder = path.join(staticDir, 'releases', 'reader-remote', version);
  fs.mkdirSync(folder, { recursive: true });
  zip.writeZip(path.join(folder, '@mf-types.zip'));
}

/** Runs the check with the temporary releases and switch; resolves its exit code and output. */
async function check(): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(
      'node',
      [path.join(REPO_ROOT, 'scripts', 'check-remote-types.mjs')],
      {
        env: { ...process.env, STATIC_DIR: staticDir, DATA_DIR: dataDir },
      },
    );
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

beforeEach(() => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-types-'));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-types-data-'));
});
afterEach(() => {
  fs.rmSync(staticDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('check-remote-types', () => {
  it("passes when the released reader's PdfViewer takes the shell's PdfViewerProps", async () => {
    publishReaderTypes('2.0.0', 'PdfViewerProps');
    const result = await check();
    expect(result.out).toContain('reader: checking 2.0.0 (newest) against PdfViewerModule');
    expect(result.out).toContain('store: no published release with types');
    expect(result).toEqual({ code: 0, out: expect.stringContaining('1 remote(s) type-check') });
  }, 60_000);

  it('fails, naming the missing prop, when the live release needs a prop the shell does not pass', async () => {
    publishReaderTypes('2.0.0', 'PdfViewerProps');
    publishReaderTypes('2.1.0', 'PdfViewerProps & { watermarkKey: string }');
    // The live release is the one checked, whichever is newest.
    fs.writeFileSync(path.join(dataDir, 'remotes.json'), JSON.stringify({ reader: { version: '2.1.0' } }));
    const result = await check();
    expect(result.code).toBe(1);
    expect(result.out).toContain('reader: checking 2.1.0 (live) against PdfViewerModule');
    expect(result.out).toContain("Property 'watermarkKey' is missing");
  }, 60_000);

  it('checks a release with `./routes` against ReaderRoutesModule and its alias, naming a missing prop', async () => {
    publishReaderTypes('3.0.0', 'PdfViewerProps', true);
    const result = await check();
    expect(result.out).toContain(
      'reader: checking 3.0.0 (newest) against ReaderRoutesModule, PdfViewerModule',
    );
    expect(result.code).toBe(0);
    publishReaderTypes('3.1.0', 'PdfViewerProps & { watermarkKey: string }', true);
    fs.writeFileSync(path.join(dataDir, 'remotes.json'), JSON.stringify({ reader: { version: '3.1.0' } }));
    const broken = await check();
    expect(broken.code).toBe(1);
    expect(broken.out).toMatch(
      /not assignable to type 'ReaderRoutesModule'[\s\S]*Property 'watermarkKey' is missing/,
    );
  }, 60_000);

  it('fails when no remote has a release with types', async () => {
    expect(await check()).toEqual({ code: 1, out: expect.stringContaining('nothing checked') });
  }, 60_000);
});
