// Building Kenja: the client with Vite, the server with esbuild, then pre-compressed copies of text assets.
import { readdirSync, statSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const STAMP = join(ROOT, 'dist/.build-stamp');
const OUTPUTS = [
  'dist/client/index.html',
  'dist/server/main.js',
  'dist/server/process-worker.js',
  'dist/server/pglite-thread-worker.js',
  'dist/server/mcp-app.js',
  'dist/server/render-page.js',
];
const INPUTS = [
  'src',
  'public',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  'scripts/build-lib.mjs',
];
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;

function* walk(path) {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return;
  if (!stats.isDirectory()) {
    yield [path, stats];
    return;
  }
  for (const entry of readdirSync(path)) yield* walk(join(path, entry));
}

/**
 * The server bundle's entry points. The ingestion worker is its own file beside main.js because worker threads
 * load a file: `new URL('./process-worker.js', import.meta.url)` in the bundled code finds it there.
 */
export const SERVER_ENTRY_POINTS = {
  main: join(ROOT, 'src/server/main.ts'),
  'process-worker': join(ROOT, 'src/server/ingest/process-worker.ts'),
  'pglite-thread-worker': join(ROOT, 'src/server/db/pglite-thread-worker.ts'),
};

/** esbuild options for the server: one ESM file per entry point in `outdir`, packages left to node_modules. */
export function serverBuildOptions(entryPoints, outdir) {
  return {
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  };
}

/**
 * The MCP Apps cards' script (src/client/mcp-app/): one file the server inlines into its `ui://` pages, beside
 * main.js in a build. Without a build (tests, `tsx`) the server builds it in memory on first use.
 */
export async function buildMcpApp(outfile) {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [join(ROOT, 'src/client/mcp-app/main.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    write: outfile !== undefined,
    ...(outfile ? { outfile } : {}),
    logLevel: 'warning',
  });
  return outfile ? readFileSync(outfile, 'utf8') : result.outputFiles[0].text;
}

/**
 * The page renderer (src/client/ssr/render-page.tsx): the client's routes and components, rendered to HTML by the
 * server. One file with everything in it, React's production build included (`NODE_ENV` is fixed here, not left to
 * the server's environment), and React Router's production build as in the client (vite.config.ts says why).
 */
export async function buildPageRenderer(outfile) {
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: [join(ROOT, 'src/client/ssr/render-page.tsx')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: { 'react-router': join(ROOT, 'node_modules/react-router/dist/production/index.mjs') },
    // CommonJS inside an ES module file (React's server build) asks for Node's modules with require().
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
}

/** True when a build is missing or older than any of its inputs. */
export function buildIsStale() {
  if (!existsSync(STAMP) || OUTPUTS.some((o) => !existsSync(join(ROOT, o)))) return true;
  const builtAt = statSync(STAMP).mtimeMs;
  for (const input of INPUTS) {
    for (const [, stats] of walk(join(ROOT, input))) if (stats.mtimeMs > builtAt) return true;
  }
  return false;
}

export async function build() {
  const started = Date.now();
  const { build: viteBuild } = await import('vite');
  await viteBuild({ configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn' });

  const esbuild = await import('esbuild');
  await esbuild.build(serverBuildOptions(SERVER_ENTRY_POINTS, join(ROOT, 'dist/server')));
  await buildMcpApp(join(ROOT, 'dist/server/mcp-app.js'));
  await buildPageRenderer(join(ROOT, 'dist/server/render-page.js'));

  const compressed = precompress(join(ROOT, 'dist/client'));
  writeFileSync(STAMP, new Date().toISOString());
  console.log(
    `Kenja: built in ${((Date.now() - started) / 1000).toFixed(1)} s (${compressed} files pre-compressed)`,
  );
}

function precompress(dir) {
  let count = 0;
  for (const [path, stats] of walk(dir)) {
    if (!COMPRESSIBLE.test(path) || stats.size < 1024 || relative(dir, path).endsWith('.map')) continue;
    const data = readFileSync(path);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
    count += 1;
  }
  return count;
}
