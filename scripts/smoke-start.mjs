// Starts Kenja as a new user would (`npm start`: build, new embedded database, demo packs) on the Node.js that runs
// this script, checks that it answers /api/health and the home page, then stops it. CI runs it on each supported
// Node.js line, where the unit tests alone would not notice a build or start-up that fails on that runtime.
//   node scripts/smoke-start.mjs        (SMOKE_PORT picks the port; otherwise a free one)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT } from './build-lib.mjs';

const START_TIMEOUT_MS = 120_000;

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, server) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm start exited with code ${server.exitCode}`);
    const res = await fetch(`${baseUrl}/api/health`).catch(() => null);
    if (res?.ok) return res.json();
    await sleep(250);
  }
  throw new Error(`no answer from ${baseUrl}/api/health within ${START_TIMEOUT_MS / 1000} s`);
}

async function checkHomePage(baseUrl) {
  const res = await fetch(`${baseUrl}/`);
  const html = await res.text();
  if (res.status !== 200 || !html.includes('<div id="root">')) {
    throw new Error(`home page answered ${res.status} without the app's root element`);
  }
}

/**
 * The demo packs' documents are indexed by the engine after start: signed in as a demo admin, searches in English
 * and Japanese over every demo pack must find passages within a minute.
 */
async function checkDemoSearch(baseUrl) {
  const cookies = new Map();
  let csrf;
  const call = async (path, init = {}) => {
    const headers = { ...init.headers, Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (init.body) headers['Content-Type'] = 'application/json';
    if (csrf) headers['X-CSRF-Token'] = csrf;
    const res = await fetch(`${baseUrl}${path}`, { ...init, headers });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  };
  const signIn = await call('/api/auth/dev-sign-in', {
    method: 'POST',
    body: JSON.stringify({ email: 'smoke-admin@example.test', name: 'Smoke', role: 'admin' }),
  });
  if (!signIn.ok) throw new Error(`demo sign-in answered ${signIn.status}`);
  csrf = (await (await call('/api/auth/session')).json()).session?.csrfToken;
  const { packs } = await (await call('/api/packs?limit=50')).json();
  const packIds = packs.map((p) => p.id);
  const deadline = Date.now() + 60_000;
  const found = {};
  for (const query of ['market positioning and segmentation', '昆布とかつお節のだし']) {
    for (;;) {
      const res = await call('/api/search', {
        method: 'POST',
        body: JSON.stringify({ query, pack_ids: packIds }),
      });
      if (!res.ok) throw new Error(`search answered ${res.status}: ${await res.text()}`);
      const { hits } = await res.json();
      if (hits.length > 0) {
        found[query] = hits[0].metadata.filename;
        break;
      }
      if (Date.now() > deadline) throw new Error(`no demo passage found for "${query}" within 60 s of start`);
      await sleep(500);
    }
  }
  return found;
}

/** Stops the whole process group (npm → sh → node) and waits for it to go. */
async function stop(server) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  process.kill(-server.pid, 'SIGTERM');
  await Promise.race([exited, sleep(10_000).then(() => process.kill(-server.pid, 'SIGKILL'))]);
}

const port = Number(process.env.SMOKE_PORT ?? (await freePort()));
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'kenja-smoke-'));
// The build stamp gone, `npm start` builds the app with this runtime too, as on a first start.
rmSync(join(ROOT, 'dist/.build-stamp'), { force: true });

const started = Date.now();
const output = [];
const server = spawn('npm', ['start'], {
  cwd: ROOT,
  detached: true, // its own process group, so stopping it also stops the node that npm starts
  env: { ...process.env, PORT: String(port), KENJA_DATA_DIR: dataDir, NODE_ENV: 'development' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.on('data', (chunk) => output.push(chunk));
server.stderr.on('data', (chunk) => output.push(chunk));

try {
  await waitForHealth(baseUrl, server);
  await checkHomePage(baseUrl);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`smoke: npm start on Node.js ${process.version} answered /api/health and / in ${seconds} s`);
  const found = await checkDemoSearch(baseUrl);
  const indexed = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`smoke: demo packs searchable ${indexed} s after start (${Object.values(found).join(', ')})`);
} catch (err) {
  console.error(`smoke: npm start on Node.js ${process.version} failed: ${err.message}`);
  console.error(Buffer.concat(output).toString());
  process.exitCode = 1;
} finally {
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
