import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Lazy routes compile on first import; under a full parallel run on a slow machine that can take seconds.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no <dialog> behaviour; give it the little the Dialog component uses.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// A test fails on an unexpected console.error: React warnings and swallowed errors must not pass silently.
// Test files share a worker (vitest.config.ts), and this file runs before each of them: wrap console.error once.
const recorded = globalThis as { kenjaConsoleErrors?: unknown[][] };
if (!recorded.kenjaConsoleErrors) {
  recorded.kenjaConsoleErrors = [];
  const originalError = console.error;
  console.error = (...args: unknown[]) => {
    recorded.kenjaConsoleErrors?.push(args);
    originalError(...args);
  };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  const errors = recorded.kenjaConsoleErrors ?? [];
  recorded.kenjaConsoleErrors = [];
  if (errors.length > 0) throw new Error(`Unexpected console.error: ${String(errors[0]?.[0])}`);
});
