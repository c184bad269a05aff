// `node deploy/rehearse-image.mjs [--database-url URL]`: builds and runs the image of deploy/Dockerfile without
// Docker, on this machine's Node.js, for machines that have no Docker daemon or no registry to pull the base image
// from (ours: the docker client alone, no internet but npm's). It follows the Dockerfile's own lines — the build
// stage's commands in a copy of the context (less .dockerignore), then, into an empty directory, only what the
// runtime stage copies (`COPY --from=build`), with its `ENV` — and starts that with the image's CMD. It checks what an orchestrator would: ready (`/api/ready`), the home page served, and a clean exit on
// SIGTERM. What it cannot check is the base image itself and the `node` user (it runs as whoever runs it).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DOCKERFILE = readFileSync(join(ROOT, 'deploy/Dockerfile'), 'utf8');
const databaseUrl = process.argv.includes('--database-url')
  ? process.argv[process.argv.indexOf('--database-url') + 1]
  : undefined;

/** The Dockerfile's instructions, continuation lines joined, comments dropped, split by stage. */
function stages() {
  const lines = DOCKERFILE.replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const found = [];
  for (const line of lines) {
    if (line.startsWith('FROM ')) found.push([]);
    else found.at(-1)?.push(line);
  }
  if (found.length !== 2) throw new Error(`expected two stages in the Dockerfile, found ${found.length}`);
  return found;
}

/** The build context: the repository less what .dockerignore leaves out (its simple patterns: names and globs). */
function copyContext(to) {
  const ignored = readFileSync(join(ROOT, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map(
      (pattern) =>
        new RegExp(
          `^${pattern
            .replace(/\./g, '\\.')
            .replace(/\*\*\//g, '(.*/)?')
            .replace(/\*/g, '[^/]*')}(/|$)`,
        ),
    );
  cpSync(ROOT, to, {
    recursive: true,
    filter: (source) => {
      const path = relative(ROOT, source);
      return path === '' || !ignored.some((pattern) => pattern.test(path));
    },
  });
}

function sh(command, cwd, env = {}) {
  console.log(`rehearse: ${relative(tmpdir(), cwd) || cwd}$ ${command}`);
  const result = spawnSync('sh', ['-c', command], { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`"${command}" failed with ${result.status}`);
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const work = mkdtempSync(join(tmpdir(), 'kenja-image-'));
const build = join(work, 'build');
const app = join(work, 'app');
const [buildStage, runtimeStage] = stages();
try {
  // Build stage: its WORKDIR is the copy; COPY lines copy the context (here: all of it at once, first).
  copyContext(build);
  for (const line of buildStage) {
    if (line.startsWith('RUN ')) sh(line.slice(4), build);
  }

  // Runtime stage: only what it copies from the build stage, its ENV, then its CMD.
  mkdirSync(app);
  const env = {};
  for (const line of runtimeStage) {
    if (line.startsWith('ENV ')) {
      for (const [, name, value] of line.slice(4).matchAll(/(\w+)=(\S+)/g)) env[name] = value;
    } else if (line.startsWith('COPY --from=build ')) {
      const parts = line.slice('COPY --from=build '.length).split(/\s+/);
      const dest = parts.pop();
      for (const source of parts) {
        const from = source.replace(/^\/app\/?/, '');
        const target = dest.endsWith('/') ? join(app, dest, from.split('/').pop()) : join(app, dest);
        mkdirSync(dirname(target), { recursive: true });
        cpSync(join(build, from), target, { recursive: true });
      }
    }
  }
  const cmd = runtimeStage.find((line) => line.startsWith('CMD '));
  if (!cmd) throw new Error('the runtime stage has no CMD');
  const [command, ...args] = JSON.parse(cmd.slice(4));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = join(work, 'data');
  const server = spawn(command, args, {
    cwd: app,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      KENJA_DATA_DIR: dataDir,
      KENJA_LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
      SESSION_SECRET: 'rehearsal-secret-rehearsal-secret-0123456789',
      GOOGLE_CLIENT_ID: 'rehearsal',
      GOOGLE_CLIENT_SECRET: 'rehearsal',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  const exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}`);
    const ready = await fetch(`${baseUrl}/api/ready`).catch(() => undefined);
    if (ready?.ok) break;
    if (Date.now() > deadline) throw new Error('not ready within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const home = await fetch(`${baseUrl}/`);
  const html = await home.text();
  if (home.status !== 200 || !html.includes('<div id="root">')) throw new Error(`home page: ${home.status}`);
  const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  if (!script || (await fetch(`${baseUrl}${script}`)).status !== 200)
    throw new Error('the app script is missing');
  server.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`stopped with exit code ${code}`);
  const files = spawnSync('du', ['-sh', app], { encoding: 'utf8' }).stdout.split('\t')[0];
  console.log(
    `rehearse: the image's runtime (${files}) started ${databaseUrl ? 'on PostgreSQL' : 'on the embedded database'}, ` +
      'was ready, served the app and stopped cleanly on SIGTERM',
  );
} catch (error) {
  console.error(`rehearse: FAILED — ${error.message} (the build and runtime are kept in ${work})`);
  process.exitCode = 1;
} finally {
  if (process.exitCode !== 1 && existsSync(work)) rmSync(work, { recursive: true, force: true });
}
