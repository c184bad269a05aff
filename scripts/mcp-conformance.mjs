// The official MCP conformance suite against Kenja (issue 22): the built server on a fresh embedded database, reached
// as any client would. Server scenarios run for protocol revisions 2026-07-28 and 2025-11-25 through a loopback
// proxy that adds a personal access token (the suite has no header option) and passes the client's Host on as
// X-Forwarded-Host (so DNS-rebinding protection is judged on what the client sent); scenarios that need the SDKs'
// test fixtures or features Kenja does not offer are listed, with reasons, in scripts/conformance/baseline.yml, and any
// other failure — or a listed one that starts passing — fails, as does an error-level line in Kenja's log. Then the authorization-server scenarios, with this
// script consenting as the person would.
//   node scripts/mcp-conformance.mjs      (Node.js 22 or newer: the suite needs it; CI runs it on Node.js 22)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT } from './build-lib.mjs';

const SUITE = '@modelcontextprotocol/conformance@0.2.0-alpha.12';
const REVISIONS = ['2026-07-28', '2025-11-25'];
const BASELINE = join(ROOT, 'scripts/conformance/baseline.yml');
const CALLBACK_PORT = Number(process.env.CONFORMANCE_CALLBACK_PORT ?? 3999);

if (Number(process.versions.node.split('.')[0]) < 22) {
  console.error(`The MCP conformance suite needs Node.js 22 or newer (this is ${process.version}).`);
  process.exit(1);
}

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startKenja(dataDir) {
  if (!existsSync(join(ROOT, 'dist/server/main.js'))) await run(process.execPath, ['scripts/build.mjs']);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      KENJA_DATA_DIR: dataDir,
      KENJA_TRUST_PROXY: 'true',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The suite sends malformed requests on purpose: a client's mistake is logged as a warning at most, and an
  // error-level line in Kenja's log (src/server/log.ts writes the level's name) fails the run.
  const errors = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (/^\{"level":"(error|fatal)"/.test(line)) errors.push(line);
  });
  for (const deadline = Date.now() + 120_000; ;) {
    if (child.exitCode !== null) throw new Error(`Kenja exited with code ${child.exitCode}`);
    if ((await fetch(`${baseUrl}/api/health`).catch(() => null))?.ok) break;
    if (Date.now() > deadline) throw new Error('Kenja did not answer within 120 s');
    await sleep(250);
  }
  return { baseUrl, child, errors };
}

/** A person signed in through the development sign-in: a cookie-keeping caller with the session's CSRF token. */
async function signIn(baseUrl) {
  const cookies = new Map();
  let csrf;
  const call = async (path, { method = 'GET', json } = {}) => {
    const headers = { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (json !== undefined) headers['content-type'] = 'application/json';
    if (csrf) headers['x-csrf-token'] = csrf;
    const res = await fetch(`${baseUrl}${path}`, { method, headers, body: json && JSON.stringify(json) });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  };
  const json = { email: 'conformance@example.test', name: 'Conformance', role: 'admin' };
  if (!(await call('/api/auth/dev-sign-in', { method: 'POST', json })).ok) throw new Error('sign-in failed');
  csrf = (await (await call('/api/auth/session')).json()).session.csrfToken;
  return call;
}

/** Forwards to Kenja with the bearer token, and the client's Host as X-Forwarded-Host. */
function startProxy(upstream, token) {
  const target = new URL(upstream);
  const server = createServer((req, res) => {
    const headers = {
      ...req.headers,
      authorization: `Bearer ${token}`,
      'x-forwarded-host': req.headers.host ?? '',
    };
    const forward = request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function run(command, args, { onOutput } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      onOutput?.(chunk.toString('utf8'));
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** The baseline for one revision: entries marked "# only <other revision>" dropped. */
function baselineFor(revision, dir) {
  const lines = readFileSync(BASELINE, 'utf8')
    .split('\n')
    .filter((line) => {
      const only = /#\s*only\s+(\S+)/.exec(line)?.[1];
      return !only || line.trimStart().startsWith('#') || only === revision;
    });
  const file = join(dir, `baseline-${revision}.yml`);
  writeFileSync(file, lines.join('\n'));
  return file;
}

// `--prefer-offline`: a cached copy is used without asking the registry again. With the clock moved ahead (ADR 0036)
// the registry's certificate looks expired, and each run waited 71 s for npx to give up before using the cache.
const suite = (args, options) => run('npx', ['--yes', '--prefer-offline', SUITE, ...args], options);

// `--fetch-only`: put the suite in npx's cache and stop (CI fetches it with the installs, on the real clock: a run
// whose clock is moved ahead may find the registry's certificate expired).
if (process.argv.includes('--fetch-only')) {
  process.exit(await suite(['--help']));
}

/** The authorization-code scenario waits for a person: this one signs in, allows, and lets the browser return. */
function consentWhenAsked(call) {
  let done = false;
  return async (output) => {
    const url = /(http:\/\/\S+\/oauth\/authorize\?\S+)/.exec(output)?.[1];
    if (!url || done) return;
    done = true;
    const request = Object.fromEntries(new URL(url).searchParams);
    const answer = await call('/api/oauth/consent', {
      method: 'POST',
      json: { request, decision: 'allow', pack_ids: null },
    });
    const { redirect_to: back } = await answer.json();
    await fetch(back);
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'kenja-conformance-'));
const outDir = mkdtempSync(join(tmpdir(), 'kenja-conformance-results-'));
const { baseUrl, child, errors } = await startKenja(dataDir);
let failed = false;
try {
  const call = await signIn(baseUrl);
  const { token } = await (
    await call('/api/access-tokens', { method: 'POST', json: { name: 'conformance' } })
  ).json();
  const proxy = await startProxy(baseUrl, token);
  const mcpUrl = `http://127.0.0.1:${proxy.address().port}/mcp`;
  for (const revision of REVISIONS) {
    console.log(`\nMCP conformance, server scenarios required by ${revision}`);
    const baseline = baselineFor(revision, outDir);
    const args = ['server', '--url', mcpUrl, '--requirements', revision, '--expected-failures', baseline];
    if ((await suite([...args, '-o', join(outDir, revision)])) !== 0) failed = true;
  }
  proxy.close();

  console.log('\nMCP conformance, authorization server scenarios');
  const registered = await fetch(`${baseUrl}/oauth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_name: 'Conformance',
      redirect_uris: [`http://127.0.0.1:${CALLBACK_PORT}/callback`],
    }),
  });
  const { client_id: clientId } = await registered.json();
  const authArgs = [
    'authorization',
    '--url',
    baseUrl,
    '--client-id',
    clientId,
    '--resource',
    `${baseUrl}/mcp`,
  ];
  const code = await suite([...authArgs, '-p', String(CALLBACK_PORT), '-o', join(outDir, 'authorization')], {
    onOutput: consentWhenAsked(call),
  });
  if (code !== 0) failed = true;
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(outDir, { recursive: true, force: true });
}
if (errors.length > 0) {
  console.error(
    `\nKenja logged ${errors.length} error-level line(s) during the suite:\n${errors.join('\n')}`,
  );
  failed = true;
}
if (failed) {
  console.error('\nMCP conformance: failures beyond scripts/conformance/baseline.yml (see above)');
  process.exit(1);
}
console.log('\nMCP conformance: every applicable scenario passed');
