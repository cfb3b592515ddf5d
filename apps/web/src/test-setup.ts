import { configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// jsdom knows <dialog> but not showModal() or close(): enough of both for the web tests (no inert page, no top layer).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

// Lazy chunks are transformed on first import: on a busy 2-core machine a page can take more than Testing Library's
// default second to appear. A wait still fails when the element never comes.
configure({ asyncUtilTimeout: 5_000 });

// A console.error fails the test that printed it, as it fails a browser spec: React reports its warnings (keys,
// act(), hydration mismatches) there. A test that expects one replaces the spy with its own.
const consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors.length = 0;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (consoleErrors.length > 0) {
    const printed = consoleErrors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called:\n${printed}`);
  }
});
