import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadIfItHelps } from './new-deployment';

const page = (entry: string) =>
  `<!doctype html><html><head><script type="module" crossorigin src="${entry}"></script></head></html>`;

function serverHas(entry: string) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(page(entry)));
}

describe('after a chunk failed to load', () => {
  beforeEach(() => {
    document.head.innerHTML = '<script type="module" crossorigin src="/assets/index-old1.js"></script>';
  });
  afterEach(() => {
    document.head.innerHTML = '';
    window.sessionStorage.clear();
  });

  it('recognises the browsers’ chunk errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once when another version has been deployed, and not again for the same one', async () => {
    serverHas('/assets/index-new2.js');
    const reload = vi.fn();
    expect(await reloadIfItHelps(reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // The reloaded tab still fails on that version: no loop.
    expect(await reloadIfItHelps(reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload for the version already running (a network blip) or when offline', async () => {
    const reload = vi.fn();
    serverHas('/assets/index-old1.js');
    expect(await reloadIfItHelps(reload)).toBe(false);
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await reloadIfItHelps(reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('loads the page anew when the same chunk fails again and the server answers (a browser that keeps failed imports)', async () => {
    const reload = vi.fn();
    serverHas('/assets/index-old1.js');
    expect(await reloadIfItHelps(reload, { failedBefore: true })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await reloadIfItHelps(reload, { failedBefore: true })).toBe(false); // offline: keep the error screen
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
