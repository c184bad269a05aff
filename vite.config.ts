import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // The bench reads the manifest to measure what the home route loads.
    manifest: true,
    target: 'es2022',
  },
  server: {
    port: 5173,
    // Keep the browser's Host: the API only accepts state-changing requests from the page's own origin.
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
      '/rest': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
});
