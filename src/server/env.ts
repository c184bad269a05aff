import { z } from 'zod';

/** The one place that reads process.env. Every setting Kenja understands is here, with its default. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  DATABASE_URL: z.url().optional(),
  KENJA_DATA_DIR: z.string().min(1).default('./data'),
  KENJA_SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  KENJA_CATALOG_TTL_MS: z.coerce.number().int().min(0).default(5000),
  KENJA_LOG_REQUESTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Env = z.infer<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Kenja: invalid environment\n${problems}`);
  }
  return parsed.data;
}
