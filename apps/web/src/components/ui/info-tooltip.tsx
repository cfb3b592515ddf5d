import * as Tooltip from '@radix-ui/react-tooltip';
import { Info } from 'lucide-react';
import type { ReactNode } from 'react';

interface InfoTooltipProps {
  /**
   * Accessible name of the trigger. It must not repeat the field's label, so that finding the field
   * by its label (as people and tests do) finds only the field.
   */
  label?: string;
  children: ReactNode;
}

/** A small (i) button that shows help on hover and keyboard focus. */
export default function InfoTooltip({ label = 'More information', children }: InfoTooltipProps) {
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            aria-label={label}
            className="inline-flex size-6 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-navy-900"
          >
            <Info aria-hidden="true" className="size-4" />
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            sideOffset={6}
            className="z-50 max-w-xs rounded-lg bg-navy-950 px-3 py-2 text-sm leading-snug text-white shadow-lg"
          >
            {children}
            <Tooltip.Arrow className="fill-navy-950" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
