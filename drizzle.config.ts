import { defineConfig } from 'drizzle-kit';

// Only used to generate SQL migrations from the schema (`npm run db:generate`); the server applies them on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
