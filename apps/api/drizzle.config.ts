import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Shared tables in src/db/schema.ts; each feature keeps its own in src/features/<feature>/<feature>-tables.ts.
  schema: ['./src/db/schema.ts', './src/features/*/*-tables.ts'],
  out: './drizzle',
});
