import { cn } from '../../lib/cn';

/** The product mark and name. */
export function Logo({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" fill={tone === 'dark' ? '#0b2545' : '#ffffff'} />
        <path d="M16 7 4 13l12 6 9-4.5V21h2v-7.5L16 7Z" fill={tone === 'dark' ? '#5eead4' : '#0f6e64'} />
        <path
          d="M9 17.5V22c0 1.7 3.1 3 7 3s7-1.3 7-3v-4.5L16 21l-7-3.5Z"
          fill={tone === 'dark' ? '#ffffff' : '#0b2545'}
        />
      </svg>
      <span
        className={cn(
          'text-base leading-none font-bold tracking-tight whitespace-nowrap',
          tone === 'dark' ? 'text-navy-900' : 'text-white',
        )}
      >
        College Cost Planner
      </span>
    </span>
  );
}
