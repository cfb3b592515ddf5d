import { X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';
import { Modal } from './modal';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, right-aligned. */
  footer?: ReactNode;
  className?: string;
}

/** Modal dialog, centred: focus stays inside, Escape or the backdrop closes it, labelled by its title. */
export function Dialog({ open, onOpenChange, title, description, children, footer, className }: DialogProps) {
  const id = useId();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      className={cn(
        'm-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-6 text-slate-800 shadow-2xl backdrop:bg-navy-950/50 backdrop:backdrop-blur-[2px] focus:outline-none sm:p-8',
        className,
      )}
    >
      <h2 id={`${id}-title`} className="pr-8 text-xl font-bold text-navy-900">
        {title}
      </h2>
      {description ? (
        <p id={`${id}-description`} className="mt-2 text-sm leading-relaxed text-slate-600">
          {description}
        </p>
      ) : null}
      {children ? <div className="mt-5">{children}</div> : null}
      {footer ? <div className="mt-6 flex flex-wrap justify-end gap-3">{footer}</div> : null}
      <button
        type="button"
        aria-label="Close"
        onClick={() => onOpenChange(false)}
        className="absolute top-4 right-4 inline-flex size-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-navy-900"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </Modal>
  );
}
