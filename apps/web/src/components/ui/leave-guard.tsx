import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from './button';
import { Dialog } from './dialog';

/**
 * Changes that are not saved ask before they are left (docs/decisions/0066). Two kinds of leaving:
 * - closing or reloading the tab: the browser's own question (`beforeunload`);
 * - a link of the app (the menu, "Back to ..."): "Leave without saving?", asked here. The router is in
 *   declarative mode (no `useBlocker`), so the guard listens for link presses before the router does.
 * The Back button of the browser is not asked about.
 */

/** While `active`, closing or reloading the tab asks first. */
export function useWarnBeforeUnload(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}

/** The app's own address a link press would open, or null (another site, a new tab, a download, a modifier key). */
function inAppTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (link.target && link.target !== '_self') return null;
  if (link.hasAttribute('download') || link.origin !== window.location.origin) return null;
  const here = window.location.pathname + window.location.search;
  const there = link.pathname + link.search;
  return there === here ? null : there + link.hash;
}

interface LeaveGuardOptions {
  /** The page has answers that are not saved (and cannot be saved as they are): leaving asks first. */
  unsaved: boolean;
  /** A save is on its way: closing the tab asks (a link does not: the save finishes on its own). */
  saving?: boolean;
  /** Words of the question's description; what will be lost. */
  description?: string;
}

/**
 * Asks before a page with unsaved changes is left by a link or by closing the tab. Render `prompt` in the page.
 * `confirmLeave(go)` asks the same question before the page's own way out (e.g. "Cancel").
 */
export function useLeaveGuard({ unsaved, saving = false, description }: LeaveGuardOptions) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState<(() => void) | null>(null);
  const unsavedRef = useRef(unsaved);
  unsavedRef.current = unsaved;
  useWarnBeforeUnload(unsaved || saving);

  useEffect(() => {
    if (!unsaved) return;
    const onClick = (event: MouseEvent) => {
      const target = inAppTarget(event);
      if (target === null) return;
      event.preventDefault();
      event.stopPropagation();
      setAsking(() => () => navigate(target));
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [unsaved, navigate]);

  const prompt: ReactNode = (
    <Dialog
      open={asking !== null}
      onOpenChange={(open) => {
        if (!open) setAsking(null);
      }}
      title="Leave without saving?"
      description={description ?? 'Your changes on this page are not saved yet. If you leave, they are lost.'}
      footer={
        <>
          <Button variant="secondary" onClick={() => setAsking(null)}>
            Stay on this page
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              const go = asking;
              setAsking(null);
              go?.();
            }}
          >
            Leave without saving
          </Button>
        </>
      }
    />
  );

  return {
    prompt,
    /** Runs `go` at once without unsaved changes, else after the user chose to leave. */
    confirmLeave: (go: () => void) => {
      if (unsavedRef.current) setAsking(() => go);
      else go();
    },
  };
}

/**
 * A dialog's form with unsaved changes: closing it (Cancel, Close, Escape, the backdrop) asks first, inside the
 * dialog, and so does closing or reloading the tab. `requestClose` is the dialog's way out; render `prompt` in it.
 */
export function useDiscardPrompt(dirty: boolean, close: () => void) {
  const [asking, setAsking] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  useWarnBeforeUnload(dirty);
  useEffect(() => {
    if (asking) keepRef.current?.focus();
  }, [asking]);
  useEffect(() => {
    if (!dirty) setAsking(false);
  }, [dirty]);

  const prompt: ReactNode = asking ? (
    <div
      role="alert"
      className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-slate-800"
    >
      <p className="font-semibold text-navy-900">Discard your changes?</p>
      <p className="mt-1">What you changed in this form is not saved yet.</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <Button ref={keepRef} size="sm" variant="secondary" onClick={() => setAsking(false)}>
          Keep editing
        </Button>
        <Button
          size="sm"
          variant="danger"
          onClick={() => {
            setAsking(false);
            close();
          }}
        >
          Discard changes
        </Button>
      </div>
    </div>
  ) : null;

  return {
    prompt,
    requestClose: () => {
      if (dirty) setAsking(true);
      else close();
    },
  };
}
