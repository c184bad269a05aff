import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVING_NODE_FLAGS } from './serving-flags.mjs';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

describe('the flags Kenja is served with', () => {
  it('are the same for npm start and for the container image', () => {
    const start = (JSON.parse(read('package.json')) as { scripts: { start: string } }).scripts.start;
    expect(start).toBe(['node', ...SERVING_NODE_FLAGS, 'scripts/start.mjs'].join(' '));
    const cmd = /^CMD (\[.*\])$/m.exec(read('deploy/Dockerfile'))?.[1];
    expect(JSON.parse(cmd ?? '[]')).toEqual(['node', ...SERVING_NODE_FLAGS, 'scripts/start.mjs']);
  });
});
