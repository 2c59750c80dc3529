/**
 * Shared helpers of the release scripts (docs/releases.md): where releases live, the release switch file
 * (`<DATA_DIR>/remotes.json`) and its format.
 *
 * Switch file shape: `{ "<name>": { "version": "1.1.0" | null, "previous": ["1.0.0", null],
 * "history": [{ "action": "switch" | "rollback", "from": string | null, "to": string | null, "by": string,
 * "at": ISO-8601 }] } }`. `version: null` (or no entry) means the remote's built `dist/` is live.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Remote folders that can be released, and their federation names. */
export const RELEASABLE = ['store-remote', 'reader-remote', 'admin-remote'];
/** `store-remote` → `store`. */
export const federationName = (app) => app.replace(/-remote$/, '');

/** `<STATIC_DIR or repo root>/releases` (the server serves it, api/src/plugins/frontends.ts). */
export function releasesDir() {
  return path.join(path.resolve(ROOT, process.env.STATIC_DIR || '.'), 'releases');
}

/** `<DATA_DIR>/remotes.json`, DATA_DIR defaulting to ./.data as in api/src/config.ts. */
export function switchFile() {
  return path.join(path.resolve(ROOT, process.env.DATA_DIR || './.data'), 'remotes.json');
}

/** The switch state, `{}` when no switch was ever made. */
export function readSwitch() {
  try {
    return JSON.parse(fs.readFileSync(switchFile(), 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return {};
    throw error;
  }
}

/** Writes the switch atomically (temp file + rename), so the server never reads half a file. */
export function writeSwitch(state) {
  const file = switchFile();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(state, null, 2)}\n`);
  fs.renameSync(temp, file);
}

/** Who made a change: RELEASED_BY, else the OS user. */
export function actor() {
  return process.env.RELEASED_BY || os.userInfo().username;
}
