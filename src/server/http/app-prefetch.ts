import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * `<link rel="prefetch">`s for the app's files: what the entry script loads on the visitor's first intent
 * (src/client/main.tsx), read from the build's Vite manifest. A page the server rendered names them so the browser
 * downloads them while idle, at the lowest priority, and the first tap only has to run them. Empty without a
 * manifest (a build without one).
 */
export function appPrefetchLinks(clientDir: string): string {
  const path = join(clientDir, '.vite/manifest.json');
  if (!existsSync(path)) return '';
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk === entry || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  entry?.dynamicImports?.forEach(visit);
  // `crossorigin`: module scripts are fetched in CORS mode, and only a prefetch made the same way is reused.
  return [...files].map((file) => `<link rel="prefetch" as="script" crossorigin href="/${file}">`).join('');
}
