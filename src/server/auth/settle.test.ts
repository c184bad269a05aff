import { describe, expect, it, vi } from 'vitest';
import { indexedPack, searchOk } from '../test/engine-helpers';
import { useTestServer, type TestServer } from '../test/test-server';

let server: TestServer;

describe('a signed-in write waits for the announcements of the accounts it changed', () => {
  useTestServer((started) => (server = started));

  it('waits after a change to a person, and not after a search, which changes no account', async () => {
    const { browser } = await server.signedIn('creator');
    const packId = await indexedPack(server, browser, 'Kettles', {
      'kettles.md': '# Kettles\n\nA gooseneck kettle pours slowly and steadily onto the grounds.',
    });
    // The barrier: on PostgreSQL a NOTIFY sent and heard back on the listening connection before the answer leaves.
    const barrier = vi.spyOn(server.database.changes, 'sync');
    try {
      for (let i = 0; i < 3; i++) {
        expect((await searchOk(browser, 'gooseneck kettle', [packId])).hits.length).toBeGreaterThan(0);
      }
      expect(barrier).not.toHaveBeenCalled();

      const renamed = await browser.fetch('/api/me', { method: 'PATCH', json: { full_name: 'Renamed' } });
      expect(renamed.status).toBe(200);
      expect(barrier).toHaveBeenCalled();
    } finally {
      barrier.mockRestore();
    }
  });
});
