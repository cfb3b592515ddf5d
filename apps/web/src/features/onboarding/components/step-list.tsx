import { ONBOARDING_STEPS } from '@ccp/contracts/onboarding';
import { Check, Lock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '../../../lib/cn';
import { isStepOpen } from '../wizard-steps';

interface StepListProps {
  current: number;
  completed: ReadonlySet<number>;
  onOpen: (step: number) => void;
}

/** The nine steps: completed ones (can be reopened), the current one, and locked ones still ahead. */
export function StepList({ current, completed, onOpen }: StepListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  // On a phone the steps are a scrolling row: keep the current one in view.
  useEffect(() => {
    const list = listRef.current;
    const item = list?.children[current] as HTMLElement | undefined;
    if (!list || !item || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = item.offsetLeft - (list.clientWidth - item.offsetWidth) / 2;
  }, [current]);
  return (
    <nav aria-label="Onboarding steps">
      <ol
        ref={listRef}
        className="-mx-1 flex gap-1.5 overflow-x-auto px-1 pb-1 lg:mx-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:px-0"
      >
        {ONBOARDING_STEPS.map((step, index) => {
          const isCurrent = index === current;
          const isDone = completed.has(index);
          const open = isStepOpen(index, completed);
          const state = isCurrent ? 'current' : isDone ? 'completed' : open ? 'next' : 'locked';
          return (
            <li key={step.key} className="shrink-0">
              <button
                type="button"
                onClick={() => onOpen(index)}
                disabled={!open && !isCurrent}
                aria-current={isCurrent ? 'step' : undefined}
                aria-label={`Step ${index + 1}: ${step.title} (${state === 'next' ? 'not started' : state})`}
                className={cn(
                  'relative flex min-h-11 w-full items-center gap-3 rounded-xl px-2.5 py-2 text-left text-sm font-semibold transition-colors',
                  isCurrent && 'bg-navy-900 text-white shadow-sm',
                  !isCurrent && open && 'text-navy-900 hover:bg-navy-50',
                  !open && !isCurrent && 'cursor-not-allowed text-slate-500',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'inline-flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                    isCurrent && 'bg-white text-navy-900',
                    !isCurrent && isDone && 'bg-accent-700 text-white',
                    !isCurrent && !isDone && open && 'border-2 border-navy-700 text-navy-900',
                    !isCurrent && !isDone && !open && 'bg-slate-200 text-slate-600',
                  )}
                >
                  {isDone && !isCurrent ? (
                    <Check className="size-4" />
                  ) : !open && !isCurrent ? (
                    <Lock className="size-3.5" />
                  ) : (
                    index + 1
                  )}
                </span>
                <span className={cn('whitespace-nowrap', !isCurrent && 'sr-only lg:not-sr-only')}>
                  {step.title}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
