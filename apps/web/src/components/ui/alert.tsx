import { CheckCircle2, CircleAlert, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

type AlertTone = 'error' | 'success' | 'info';

const TONES: Record<AlertTone, { box: string; icon: ReactNode }> = {
  error: {
    box: 'border-red-200 bg-red-50 text-red-900',
    icon: <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />,
  },
  success: {
    box: 'border-accent-100 bg-accent-50 text-accent-800',
    icon: <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />,
  },
  info: {
    box: 'border-navy-100 bg-navy-50 text-navy-900',
    icon: <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-700" />,
  },
};

interface AlertProps {
  tone?: AlertTone;
  title?: string;
  children?: ReactNode;
  className?: string;
}

/** An inline message box; errors are announced at once (role="alert"), others politely. */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  const style = TONES[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border px-4 py-3 text-sm', style.box, className)}
    >
      {style.icon}
      <div className="space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="leading-relaxed">{children}</div> : null}
      </div>
    </div>
  );
}
