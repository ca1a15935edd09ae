import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Modules own their tables; the platform's own (idempotency keys) live in platform/tables.ts.
  schema: ['./src/modules/*/tables.ts', './src/platform/tables.ts'],
  out: './drizzle',
});
