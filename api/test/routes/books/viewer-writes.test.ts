import fs from 'node:fs';
import path from 'node:path';

/**
 * The viewers' cache is right only if every write to `users` or `payments` invalidates it
 * (its route wraps the call in `app.viewers.afterWrite`). This list of the statements that write those
 * tables, per file, fails when one is added or moved, so that its author checks the invalidation.
 */
const WRITES: Record<string, number> = {
  // Register and Google sign-in (new rows: never cached), the status/role change, logout, password change;
  // the account's language (not a field of the viewer: nothing to invalidate).
  'modules/accounts/users.ts': 7,
  // Submit (modules/purchases/routes).
  'modules/purchases/payment-submission.ts': 1,
  // Approve and reject (modules/purchases/admin-payment-routes).
  'modules/purchases/payment-review.ts': 1,
  // Undo of an approval and of a deactivation (modules/purchases/admin-payment-routes, modules/accounts/admin-user-routes).
  'modules/operations/admin-undo.ts': 2,
  // Password reset (modules/accounts/routes).
  'modules/accounts/password-resets.ts': 1,
  // Approval of matched payments (modules/purchases/reconciliation-routes: every viewer is dropped).
  'modules/purchases/statements/approve-matched.ts': 1,
  // The first start's admin account, before the app serves anything.
  'db/seed.ts': 1,
};

const SRC = path.join(__dirname, '../../../src');
const BUILDER = /\.(?:insert|update|delete)\(\s*(?:users|payments)\s*\)/g;
const RAW_SQL = /\b(?:insert\s+into|update|delete\s+from)\s+"?(?:users|payments)\b/gi;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.m?ts$/.test(e.name) ? [full] : [];
  });
}

it('every write to users or payments is one the viewers’ cache invalidation was checked for', () => {
  const found: Record<string, number> = {};
  for (const file of sources(SRC)) {
    const text = fs.readFileSync(file, 'utf8');
    const n = (text.match(BUILDER)?.length ?? 0) + (text.match(RAW_SQL)?.length ?? 0);
    if (n) found[path.relative(SRC, file).split(path.sep).join('/')] = n;
  }
  expect(found).toEqual(WRITES);
});
