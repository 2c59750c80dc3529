/**
 * Shared helpers of the release scripts (docs/releases.md): where releases live, the release switch file
 * (`<DATA_DIR>/remotes.json`, or with STORAGE_DRIVER=s3 the object `releases/remotes.json` in S3_BUCKET, so
 * every API replica reads the same switch) and its format.
 *
 * Switch file shape: the TypeBox schema `ReleaseSwitch` of shared-contracts (src/operations/release-switch.ts),
 * which the API reads it with; every read and write here is checked against it. `version: null` (or no
 * entry) means the remote's built `dist/` is live.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Value } from '@sinclair/typebox/value';
import { createJiti } from 'jiti';
import { RELEASABLE, ROOT, findApp } from './apps.mjs';

/** Remote folders that can be released (`releasable` in apps.json). */
export { RELEASABLE };

/** A remote folder's federation name from apps.json: `store-remote` → `store`. Throws for an unknown app. */
export function federationName(app) {
  const name = findApp(app)?.name;
  if (!name) throw new Error(`${app} is not a remote in apps.json`);
  return name;
}

/** `<STATIC_DIR or repo root>/releases` (the server serves it, api/src/plugins/web-edge/index.ts). */
export function releasesDir() {
  return path.join(path.resolve(ROOT, process.env.STATIC_DIR || '.'), 'releases');
}

/**
 * The folder of `version` of `app` (a remote folder): `releases/<app>/<version>/`, else, for a renamed
 * remote, `releases/<old folder>/<version>/` when only that exists (a release published before the rename,
 * docs/releases.md "Renaming a remote"). Null when neither exists.
 */
export function publishedFolder(app, version) {
  const folders = [app, findApp(app)?.formerly?.folder].filter(Boolean);
  return (
    folders.map((folder) => path.join(releasesDir(), folder, version)).find((dir) => fs.existsSync(dir)) ??
    null
  );
}

/**
 * The switch entry of `app` (a remote folder) in `state`: its own, else, for a renamed remote, a copy of the
 * entry under its old name (that release stays live, and a rollback from the first switch under the new
 * name goes back to it; docs/releases.md "Renaming a remote"); undefined when neither exists. The old entry
 * itself is left as it is: an API replica of the previous release still reads it.
 */
export function switchEntryOf(state, app) {
  const own = state[federationName(app)];
  if (own) return own;
  const former = findApp(app)?.formerly?.name;
  return former && state[former] ? structuredClone(state[former]) : undefined;
}

/** `<DATA_DIR>/remotes.json`, DATA_DIR defaulting to ./.data as in api/src/config.ts. */
export function switchFile() {
  return path.join(path.resolve(ROOT, process.env.DATA_DIR || './.data'), 'remotes.json');
}

/** The bucket's key of the switch when STORAGE_DRIVER=s3 (api/src/platform/storage/storage.ts SWITCH_KEY). */
export const SWITCH_KEY = 'releases/remotes.json';

/**
 * With STORAGE_DRIVER=s3: `{ client, bucket, commands }` for the bucket the API uses, configured from the
 * same S3_* variables as api/src/config/storage.ts (S3_REGION us-east-1, path style on with S3_ENDPOINT); else null.
 */
async function switchBucket() {
  if ((process.env.STORAGE_DRIVER || 'local') !== 's3') return null;
  const bucket = process.env.S3_BUCKET;
  if (!bucket) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET (the bucket that holds the switch)');
  const { S3Client, GetObjectCommand, PutObjectCommand } = await import('@aws-sdk/client-s3');
  const pathStyle = (process.env.S3_FORCE_PATH_STYLE ?? '').toLowerCase();
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = process.env;
  const client = new S3Client({
    region: process.env.S3_REGION || 'us-east-1',
    endpoint: process.env.S3_ENDPOINT || undefined,
    forcePathStyle: pathStyle ? ['true', '1', 'on', 'yes'].includes(pathStyle) : !!process.env.S3_ENDPOINT,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // As the API's driver: checksums only where S3 requires them (S3-compatible servers).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return { client, bucket, GetObjectCommand, PutObjectCommand };
}

/** The shared-contracts schema of the switch (TypeScript, loaded with jiti on first use). */
let schema;
async function switchSchema() {
  schema ??= (
    await createJiti(import.meta.url).import(
      path.join(ROOT, 'shared-contracts/src/operations/release-switch.ts'),
    )
  ).ReleaseSwitch;
  return schema;
}

/** `state` when it has the switch's shape (ReleaseSwitch); else throws naming `where` and the first fault. */
async function checked(state, where) {
  const fault = Value.Errors(await switchSchema(), state).First();
  if (fault) throw new Error(`${where} is not a release switch: ${fault.path || '/'} ${fault.message}`);
  return state;
}

/** The switch state (ReleaseSwitch), `{}` when no switch was ever made. Throws when it is not that shape. */
export async function readSwitch() {
  return checked(await readSwitchJson(), switchWhere());
}

/** Where the switch lives, for messages: the bucket's key or the local file. */
function switchWhere() {
  return (process.env.STORAGE_DRIVER || 'local') === 's3'
    ? `s3://${process.env.S3_BUCKET}/${SWITCH_KEY}`
    : switchFile();
}

/** The switch's parsed JSON, `{}` when there is none. */
async function readSwitchJson() {
  const s3 = await switchBucket();
  if (s3) {
    try {
      const object = await s3.client.send(new s3.GetObjectCommand({ Bucket: s3.bucket, Key: SWITCH_KEY }));
      return JSON.parse(await object.Body.transformToString('utf8'));
    } catch (error) {
      if (error.name === 'NoSuchKey' || error.$metadata?.httpStatusCode === 404) return {};
      throw error;
    } finally {
      s3.client.destroy();
    }
  }
  try {
    return JSON.parse(fs.readFileSync(switchFile(), 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return {};
    throw error;
  }
}

/**
 * Writes the switch atomically: a temp file + rename locally, one PutObject in the bucket (an object is
 * replaced whole), so the server never reads half a file. Throws, writing nothing, when `state` is not a
 * ReleaseSwitch.
 */
export async function writeSwitch(state) {
  await checked(state, 'the new switch');
  const body = `${JSON.stringify(state, null, 2)}\n`;
  const s3 = await switchBucket();
  if (s3) {
    try {
      await s3.client.send(
        new s3.PutObjectCommand({
          Bucket: s3.bucket,
          Key: SWITCH_KEY,
          Body: body,
          ContentType: 'application/json',
        }),
      );
    } finally {
      s3.client.destroy();
    }
    return;
  }
  const file = switchFile();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, body);
  fs.renameSync(temp, file);
}

/** Who made a change: RELEASED_BY, else the OS user. */
export function actor() {
  return process.env.RELEASED_BY || os.userInfo().username;
}
