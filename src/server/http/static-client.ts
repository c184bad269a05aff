import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

function cacheControlFor(path: string): string {
  if (path.includes('/assets/')) return 'public, max-age=31536000, immutable'; // names carry a content hash
  if (path.endsWith('index.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * Serves the built single-page app: files as they are (pre-compressed .br/.gz when the browser accepts them),
 * and index.html for every client route so deep links survive a reload.
 */
export function clientRoutes(clientDir: string) {
  const indexPath = join(clientDir, 'index.html');
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;

  return new Hono()
    .use(
      '*',
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (path, c) => c.header('Cache-Control', cacheControlFor(path)),
      }),
    )
    .get('*', (c) => {
      const lastSegment = c.req.path.split('/').pop() ?? '';
      // A missing file (anything with an extension) is a real 404, not a page of the app.
      if (lastSegment.includes('.') || !indexHtml) return c.text('Not found', 404);
      c.header('Cache-Control', 'no-cache');
      return c.html(indexHtml);
    });
}
