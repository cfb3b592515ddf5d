import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface CardProps {
  children: ReactNode;
  className?: string;
  as?: 'section' | 'div' | 'article';
  'aria-labelledby'?: string;
}

/** White rounded panel: the product's basic surface. */
export function Card({ children, className, as: Tag = 'div', ...rest }: CardProps) {
  return (
    <Tag
      className={cn(
        'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm shadow-slate-200/60 sm:p-8',
        className,
      )}
      {...rest}
    >
      {children}
    </Tag>
  );
}
