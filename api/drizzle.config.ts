import { defineConfig } from 'drizzle-kit';

/** drizzle-kit: `npx drizzle-kit generate` (from api/) writes SQL migrations to api/drizzle, run on pg and PGlite alike. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
