import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { MIGRATIONS_DIR, openDatabase } from '../../src/db/client';

// pg_advisory_lock key of the template's creation: any bigint that nothing else in the tests locks.
const TEMPLATE_LOCK = 727_001;

/** `test_tmpl_<12 hex>`: a hash of every migration file, so a changed migration gets a template of its own. */
function templateName(): string {
  const hash = createHash('sha256');
  const files = fs
    .readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.sql') || f.endsWith('.json'))
    .sort();
  for (const file of files) hash.update(file).update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)));
  return `test_tmpl_${hash.digest('hex').slice(0, 12)}`;
}

let template: Promise<string> | undefined;

/**
 * The name of a migrated database on the DATABASE_URL server that test databases are copied from
 * (`CREATE DATABASE … TEMPLATE`): migrating each test file's database took seconds, copying it a fraction.
 * Made once per migration set by whichever Jest worker comes first (an advisory lock keeps the others
 * waiting), then kept on the server for later runs. Nothing ever connects to it after it is made, as
 * PostgreSQL requires of a template.
 */
export function migratedTemplate(url: string): Promise<string> {
  template ??= makeTemplate(url);
  return template;
}

async function makeTemplate(url: string): Promise<string> {
  const name = templateName();
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      // Built under another name and renamed when complete: a run stopped half-way leaves no template
      // that looks finished.
      const building = `test_building_${randomBytes(6).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${building}`);
      const target = new URL(url);
      target.pathname = `/${building}`;
      const database = await openDatabase({ databaseUrl: target.toString(), onError: () => undefined });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    }
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
    await admin.end();
  }
}
