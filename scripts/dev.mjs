// `npm run dev`: the API server (restarted on change) and Vite's dev server with hot reload, side by side.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, KENJA_LOG_REQUESTS: process.env.KENJA_LOG_REQUESTS ?? 'true' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
console.log('Kenja dev: open http://localhost:5173 (API on http://localhost:3000)');

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
