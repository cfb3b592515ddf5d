import { Info } from 'lucide-react';
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { keepInViewport } from './keep-in-viewport';

interface InfoTooltipProps {
  /**
   * Accessible name of the trigger. It must not repeat the field's label, so that finding the field
   * by its label (as people and tests do) finds only the field.
   */
  label?: string;
  children: ReactNode;
}

/** How long the pointer rests on the button before the help shows (a pointer passing by shows nothing). */
const HOVER_DELAY_MS = 150;

/**
 * A small (i) button whose help shows above it on hover and on keyboard focus, and goes on Escape, blur or when
 * the pointer leaves (the pointer may move onto the help to read it). The button is described by the help.
 */
export function InfoTooltip({ label = 'More information', children }: InfoTooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const bubbleRef = useRef<HTMLSpanElement>(null);
  const arrowRef = useRef<HTMLSpanElement>(null);

  const show = () => {
    clearTimeout(hoverTimer.current);
    setOpen(true);
  };
  const hide = () => {
    clearTimeout(hoverTimer.current);
    setOpen(false);
  };

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  useLayoutEffect(() => {
    if (!open || !bubbleRef.current || !arrowRef.current) return;
    const shift = keepInViewport(bubbleRef.current);
    arrowRef.current.style.transform = shift ? `translateX(${-shift}px)` : '';
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only; the button has its own focus handlers.
    <span
      className="relative inline-flex"
      onMouseEnter={() => {
        hoverTimer.current = setTimeout(show, HOVER_DELAY_MS);
      }}
      onMouseLeave={hide}
    >
      <button
        type="button"
        aria-label={label}
        aria-describedby={open ? id : undefined}
        onFocus={show}
        onBlur={hide}
        className="inline-flex size-6 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-navy-900"
      >
        <Info aria-hidden="true" className="size-4" />
      </button>
      {open ? (
        <span
          ref={bubbleRef}
          id={id}
          role="tooltip"
          className="absolute bottom-full left-1/2 z-50 mb-1.5 w-max max-w-[min(20rem,calc(100vw-1rem))] -translate-x-1/2 rounded-lg bg-navy-950 px-3 py-2 text-sm leading-snug font-normal text-white shadow-lg"
        >
          {children}
          <span
            ref={arrowRef}
            aria-hidden="true"
            className="absolute top-full left-1/2 -ml-1.5 border-x-6 border-t-6 border-x-transparent border-t-navy-950"
          />
        </span>
      ) : null}
    </span>
  );
}
