import { cn } from '../../../lib/cn';

interface RecordTabsProps {
  label: string;
  items: readonly { id: string; name: string; ordinal: string }[];
  selected: string | null;
  onSelect: (id: string) => void;
}

/** The parents or students of the profile, one selected at a time. */
export function RecordTabs({ label, items, selected, onSelect }: RecordTabsProps) {
  return (
    <fieldset>
      <legend className="sr-only">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {items.map((item) => (
          <label
            key={item.id}
            className={cn(
              'inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-semibold',
              'has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-accent-100',
              item.id === selected
                ? 'border-navy-900 bg-navy-900 text-white'
                : 'border-slate-300 bg-white text-navy-900 hover:border-slate-400',
            )}
          >
            <input
              type="radio"
              name={label}
              className="sr-only"
              checked={item.id === selected}
              onChange={() => onSelect(item.id)}
            />
            <span className={cn('font-normal', item.id === selected ? 'text-navy-100' : 'text-slate-500')}>
              {item.ordinal}
            </span>
            {item.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
