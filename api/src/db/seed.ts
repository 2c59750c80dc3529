import { rupeesToPaise } from '@exam/shared-contracts/rules';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_TEST_AMOUNT, DEFAULT_UPLOAD_LIMITS } from '@exam/shared-contracts/catalogue';
import type { Category, Section } from '@exam/shared-contracts/catalogue';
import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../modules/accounts';
import { SETTING_KEYS, defaultSetting } from '../modules/operations';
import { coverKey, generatedName, pdfFileKey, type Storage } from '../platform/storage/storage';
import type { Db } from './client';
import { books, users } from './schema';

/** One entry of fixtures/catalogue.json (prices in rupees). */
export interface CatalogueEntry {
  pdf: string;
  cover: string;
  title: string;
  description: string;
  category: Category;
  section: Section;
  price: number;
  priceDiscounted: number | null;
  isFree: boolean;
  pages: number | null;
  bytes?: number;
}

/** Reads `<fixturesDir>/catalogue.json`; undefined when the fixtures are not there. */
export function readCatalogue(fixturesDir: string): CatalogueEntry[] | undefined {
  const file = path.join(fixturesDir, 'catalogue.json');
  if (!fs.existsSync(file)) return undefined;
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { books: CatalogueEntry[] }).books;
}

/**
 * How seeded files get into storage: real copies (server; S3: uploads), symlinks (fast tests; the S3 driver
 * uploads instead), or no files.
 */
export type SeedFileMode = 'copy' | 'symlink' | 'none';

/**
 * Inserts the demo catalogue (docs/domains/catalogue.md "Rules and limits") in catalogue order (created_at
 * one ms apart), each PDF and cover stored under a generated name. Returns the number of books inserted.
 */
export async function seedBooks(
  db: Db,
  storage: Storage,
  fixturesDir: string,
  mode: SeedFileMode = 'copy',
): Promise<number> {
  const catalogue = readCatalogue(fixturesDir);
  if (!catalogue) return 0;
  // The fixtures are never moved: the driver copies, symlinks (local) or uploads them (S3).
  const place = async (src: string, key: string) => {
    if (mode !== 'none') await storage.putFile(key, src, mode);
  };
  const base = Date.now() - catalogue.length;
  const rows: (typeof books.$inferInsert)[] = [];
  for (const [i, b] of catalogue.entries()) {
    const pdfSrc = path.join(fixturesDir, 'pdfs', b.pdf);
    const coverSrc = path.join(fixturesDir, 'covers', b.cover);
    const pdfKey = mode !== 'none' && fs.existsSync(pdfSrc) ? generatedName('pdf') : null;
    const imageKey =
      mode !== 'none' && fs.existsSync(coverSrc)
        ? generatedName(path.extname(b.cover).slice(1).replace('jpeg', 'jpg'))
        : null;
    if (pdfKey) await place(pdfSrc, pdfFileKey(pdfKey));
    if (imageKey) await place(coverSrc, coverKey(imageKey));
    rows.push({
      title: b.title,
      description: b.description,
      category: b.category,
      section: b.section,
      pricePaise: rupeesToPaise(b.price),
      priceDiscountedPaise: b.priceDiscounted === null ? null : rupeesToPaise(b.priceDiscounted),
      pages: b.pages,
      isFree: b.isFree,
      imageKey,
      pdfKey,
      createdAt: new Date(base + i),
      updatedAt: new Date(base + i),
    });
  }
  if (rows.length) await db.insert(books).values(rows);
  return rows.length;
}

/** Writes the default settings when absent: demo UPI payee, test amount (rupees), upload limits (bytes). */
export async function seedSettings(
  db: Db,
  upi: { upiId: string; payeeName: string; bankName: string },
): Promise<void> {
  await defaultSetting(db, SETTING_KEYS.paymentConfig, upi);
  await defaultSetting(db, SETTING_KEYS.testAmount, DEFAULT_TEST_AMOUNT);
  await defaultSetting(db, SETTING_KEYS.uploadLimits, { ...DEFAULT_UPLOAD_LIMITS });
}

/**
 * Creates the admin account (name 'Admin') when no user has `username`. Without a password a random one
 * is generated and returned (the caller prints it once); an existing admin is never changed.
 */
export async function ensureAdmin(
  db: Db,
  username: string,
  password?: string,
): Promise<{ created: boolean; generatedPassword?: string }> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (existing) return { created: false };
  const generatedPassword = password ? undefined : randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password ?? generatedPassword!);
  await db.insert(users).values({ name: 'Admin', username, passwordHash, role: 'admin', isActive: true });
  return { created: true, generatedPassword };
}

/** Options of {@link seed}. */
export interface SeedOptions {
  fixturesDir: string;
  adminUsername: string;
  adminPassword?: string;
  upi: { upiId: string; payeeName: string; bankName: string };
  fileMode?: SeedFileMode;
  log?: (message: string) => void;
}

/**
 * The start-up seed (docs/serving.md): settings defaults, the admin account, and the demo catalogue
 * from the fixtures when the books table is empty. `noCatalogue` is true when the table is empty and the
 * fixtures hold no catalogue: prepareDatabase then generates a demo catalogue (seed-generated.ts), which
 * needs a render pool this function does not have.
 */
export async function seed(db: Db, storage: Storage, opts: SeedOptions) {
  const log = opts.log ?? console.log;
  await seedSettings(db, opts.upi);
  const admin = await ensureAdmin(db, opts.adminUsername, opts.adminPassword);
  const [{ n }] = await db.select({ n: count() }).from(books);
  let booksSeeded = 0;
  if (n === 0) {
    booksSeeded = await seedBooks(db, storage, opts.fixturesDir, opts.fileMode ?? 'copy');
    if (booksSeeded) log(`Seeded ${booksSeeded} demo books from ${opts.fixturesDir}`);
  }
  return { admin, booksSeeded, noCatalogue: n === 0 && booksSeeded === 0 };
}
