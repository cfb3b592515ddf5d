import { cn } from '../../lib/cn';
import { formatInitials } from '../../lib/format';

interface AvatarProps {
  name: string | null | undefined;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const SIZES = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-14 text-lg' } as const;

/** Default avatar: initials of the first two words of the name, 'C' when there is none (docs/product-spec.md §9). */
export function Avatar({ name, size = 'md', className }: AvatarProps) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-accent-100 font-bold tracking-wide text-accent-800 ring-2 ring-white',
        SIZES[size],
        className,
      )}
    >
      {formatInitials(name)}
    </span>
  );
}
