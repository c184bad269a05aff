import { describe, expect, it } from 'vitest';
import { extractiveAnswer } from './extractive';

describe('extractive answers and code', () => {
  it('quotes the prose around a code block, never the code as a sentence', () => {
    const text = [
      'Set the retry limit before the client starts. The limit counts attempts, not seconds.',
      '```ts',
      'const client = createClient({ retry: { limit: 3 } });',
      '// retry limit: the client gives up after three attempts.',
      '```',
      'A retry limit of zero turns retries off.',
    ].join('\n\n');
    const answer = extractiveAnswer('retry limit client', [{ number: 1, text }]);
    expect(answer).not.toContain('createClient');
    expect(answer).not.toContain('```');
    expect(answer).toContain('Set the retry limit before the client starts. [1]');
  });

  it('has nothing to quote from a passage that is only code', () => {
    const text = '```sh\nnpm install retry-limit --save\n```';
    expect(extractiveAnswer('install retry limit', [{ number: 1, text }])).toBe('');
  });
});
