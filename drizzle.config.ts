import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` diffs the schema against the checked-in migrations and writes the next SQL file.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
