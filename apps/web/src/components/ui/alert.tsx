import { CheckCircle2, CircleAlert, Info, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type AlertTone = 'error' | 'success' | 'info';

const ICONS: Record<AlertTone, { icon: LucideIcon; color: string }> = {
  error: { icon: CircleAlert, color: 'text-red-700' },
  success: { icon: CheckCircle2, color: 'text-accent-700' },
  info: { icon: Info, color: 'text-navy-700' },
};

/** The icon of a message's tone (an alert's or a toast's), hidden from screen readers: the words say it. */
export function ToneIcon({ tone, className }: { tone: AlertTone; className?: string }) {
  const { icon: Icon, color } = ICONS[tone];
  return <Icon aria-hidden="true" className={cn('size-5 shrink-0', color, className)} />;
}

const BOXES: Record<AlertTone, string> = {
  error: 'border-red-200 bg-red-50 text-red-900',
  success: 'border-accent-100 bg-accent-50 text-accent-800',
  info: 'border-navy-100 bg-navy-50 text-navy-900',
};

interface AlertProps {
  tone?: AlertTone;
  title?: string;
  children?: ReactNode;
  className?: string;
}

/** An inline message box; errors are announced at once (role="alert"), others politely. */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border px-4 py-3 text-sm', BOXES[tone], className)}
    >
      <ToneIcon tone={tone} className="mt-0.5" />
      <div className="space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="leading-relaxed">{children}</div> : null}
      </div>
    </div>
  );
}
