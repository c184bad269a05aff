import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** react-markdown and the unified packages beneath it. */
const MARKDOWN_RENDERER =
  /[\\/]node_modules[\\/](react-markdown|remark-[^\\/]+|micromark[^\\/]*|mdast-[^\\/]+|hast-[^\\/]+|unified|unist-[^\\/]+|vfile[^\\/]*|property-information|@ungap[\\/]structured-clone|trough|bail|devlop|is-plain-obj|extend|style-to-object|inline-style-parser|estree-util-[^\\/]+|comma-separated-tokens|space-separated-tokens|trim-lines|decode-named-character-reference|html-url-attributes|character-entities[^\\/]*)[\\/]/;

export default defineConfig(({ command }) => ({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react(), tailwindcss()],
  resolve: {
    // React Router 7 names only its development build in its package exports (remix-run/react-router#12532,
    // #14753): a production bundle got its dev-only checks and warnings too. The build takes its production files.
    alias:
      command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ]
        : [],
  },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // The bench reads the manifest to measure what the home route loads.
    manifest: true,
    target: 'es2022',
    // Few files on the first load: on a slow phone network every extra request costs a round trip or a queue
    // slot (docs/decisions/0016). Everything the first page needs is one file. What lazy pages share is grouped by
    // the pages that use it (entriesAware), small groups merged: one shared file of everything made the sales page
    // load the answer view's Markdown parser, the upload list and the charts (63 of its 100 compressed KB). The form rules (zod
    // contracts) stay with the forms that use them.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The page's first script (main.tsx and what it needs to load the rest): nothing of the app.
            { name: 'index', tags: ['$initial'], priority: 2 },
            // The app as it takes over a page (app/start.tsx and all it imports): one file, loaded on the visitor's
            // first intent (main.tsx, ADR 0055).
            { name: 'app', test: /[\\/]src[\\/]client[\\/]app[\\/]start\.tsx$/, priority: 1 },
            // The answer view and its Markdown renderer, one file of their own (the ask page and the admin console's
            // chat use them). As a pages group they were merged with the small groups beside them, and the Connect
            // page and the library's sign-in prompt loaded 38 KB of Markdown parser for a dialog.
            {
              name: 'answer-view',
              test: (id: string) => MARKDOWN_RENDERER.test(id) || /[\\/]components[\\/]answer[\\/]/.test(id),
              // Not what the answer view shares with other pages (the dialog, the code block): those stay with them.
              includeDependenciesRecursively: false,
            },
            {
              name: 'pages',
              test: (id: string) => !/zod|contracts/.test(id),
              minShareCount: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: 8_000,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // Keep the browser's Host: the API only accepts state-changing requests from the page's own origin.
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
      '/rest': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
}));
