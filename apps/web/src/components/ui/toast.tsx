import { X } from 'lucide-react';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { cn } from '../../lib/cn';
import { type AlertTone, ToneIcon } from './alert';

/** How long a toast stays on screen (docs/product-spec.md §9: toast 1500 ms). */
export const TOAST_DURATION_MS = 1500;

export type ToastTone = AlertTone;

interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
}

interface ToastContextValue {
  showToast: (message: string, tone?: ToastTone) => void;
  dismissToast: (id: number) => void;
  clearToasts: () => void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

const BOXES: Record<ToastTone, string> = {
  info: 'border-navy-200 bg-white text-slate-900',
  success: 'border-accent-100 bg-white text-slate-900',
  error: 'border-red-200 bg-white text-slate-900',
};

interface ToastProps {
  item: ToastItem;
  onDismiss: (id: number) => void;
  durationMs: number;
}

/** One toast: a message and a Dismiss button; it leaves by itself after `durationMs`. */
export function Toast({ item, onDismiss, durationMs }: ToastProps) {
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => onDismiss(item.id), durationMs);
    return () => window.clearTimeout(timer);
  }, [paused, item.id, onDismiss, durationMs]);

  return (
    <li
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-xl border px-4 py-3 shadow-lg shadow-navy-900/10 motion-safe:animate-[toast-in_150ms_ease-out]',
        BOXES[item.tone],
      )}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <ToneIcon tone={item.tone} />
      <p className="flex-1 pt-px text-sm font-medium">{item.message}</p>
      <button
        type="button"
        onClick={() => onDismiss(item.id)}
        className="-my-1 -mr-1 inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold text-navy-800 hover:bg-slate-100"
      >
        <X aria-hidden="true" className="size-4" />
        Dismiss
      </button>
    </li>
  );
}

interface ToastProviderProps {
  children: ReactNode;
  durationMs?: number;
}

export function ToastProvider({ children, durationMs = TOAST_DURATION_MS }: ToastProviderProps) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismissToast = useCallback((id: number) => {
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const showToast = useCallback((message: string, tone: ToastTone = 'info') => {
    const id = nextId.current++;
    // The same message twice in a row restarts its toast instead of stacking a copy.
    setItems((current) =>
      [...current.filter((item) => item.message !== message), { id, message, tone }].slice(-3),
    );
  }, []);

  const clearToasts = useCallback(() => setItems([]), []);

  const value = useMemo(
    () => ({ showToast, dismissToast, clearToasts }),
    [showToast, dismissToast, clearToasts],
  );
  const polite = items.filter((item) => item.tone !== 'error');
  const urgent = items.filter((item) => item.tone === 'error');

  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4 sm:items-end sm:p-6">
        <ol aria-live="polite" aria-label="Messages" className="flex w-full max-w-sm flex-col gap-2">
          {polite.map((item) => (
            <Toast key={item.id} item={item} onDismiss={dismissToast} durationMs={durationMs} />
          ))}
        </ol>
        <ol aria-live="assertive" aria-label="Errors" className="flex w-full max-w-sm flex-col gap-2">
          {urgent.map((item) => (
            <Toast key={item.id} item={item} onDismiss={dismissToast} durationMs={durationMs} />
          ))}
        </ol>
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside <ToastProvider>.');
  return context;
}
