import { configure } from '@testing-library/react';

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
