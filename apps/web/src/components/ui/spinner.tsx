import { cn } from '../../lib/cn';

interface SpinnerProps {
  /** Read by screen readers; shown next to the wheel when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const SIZES = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' } as const;

/** Loading spinner (docs/product-spec.md §2: shared widgets). */
export function Spinner({ label = 'Loading', showLabel = false, size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-3 text-slate-600', className)}>
      <span
        aria-hidden="true"
        className={cn(
          'inline-block animate-spin rounded-full border-current border-t-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]',
          SIZES[size],
        )}
      />
      <span className={showLabel ? 'text-sm font-medium' : 'sr-only'}>{label}</span>
    </span>
  );
}

/** A spinner centred in the page while a screen or its data loads. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center py-16">
      <Spinner label={label} showLabel size="lg" />
    </div>
  );
}
