import {
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '../../lib/cn';
import { keepInViewport } from './keep-in-viewport';
import { useDismiss } from './use-dismiss';

interface MenuProps {
  /** What the trigger button shows; it names the button and the menu. */
  trigger: ReactNode;
  triggerClassName?: string;
  disabled?: boolean;
  /** The trigger's edge the menu lines up with. */
  align?: 'start' | 'end';
  /** The menu's box: width, offset from the trigger, border, padding. */
  className?: string;
  /** MenuItem, MenuLink, MenuCheckboxItem, MenuSeparator and plain text. */
  children: ReactNode;
}

/** Which item takes focus when the menu opens. */
type OpenAt = 'first' | 'last';

/** Closes the menu; `returnFocus` moves focus back to the trigger. */
const CloseMenu = createContext<(returnFocus: boolean) => void>(() => undefined);

const menuItems = (menu: HTMLElement) => [...menu.querySelectorAll<HTMLElement>('[role^="menuitem"]')];

/**
 * A button that opens a menu (the WAI-ARIA menu button pattern). Enter, Space and ArrowDown open it on its first
 * item, ArrowUp on its last; in the menu ArrowUp/ArrowDown (wrapping), Home and End move between the items,
 * Escape closes it and returns to the trigger, Tab closes it and moves on from the trigger. A press outside closes it.
 */
export function Menu({
  trigger,
  triggerClassName,
  disabled,
  align = 'start',
  className,
  children,
}: MenuProps) {
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const [openAt, setOpenAt] = useState<OpenAt | null>(null);
  const open = openAt !== null;

  const close = useCallback((returnFocus: boolean) => {
    setOpenAt(null);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!openAt || !menu) return;
    keepInViewport(menu);
    const items = menuItems(menu);
    (openAt === 'first' ? items[0] : items.at(-1))?.focus();
  }, [openAt]);

  // A press or focus anywhere else closes the menu, leaving focus where it went; Escape returns to the trigger.
  useDismiss(open, rootRef, close);

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Tab') {
      // Focus the trigger without cancelling the key: the browser then moves on from there, as if the menu were not open.
      close(true);
      return;
    }
    const items = menuItems(event.currentTarget);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const last = items.length - 1;
    let next: number;
    switch (event.key) {
      case 'ArrowDown':
        next = current >= last ? 0 : current + 1;
        break;
      case 'ArrowUp':
        next = current <= 0 ? last : current - 1;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = last;
        break;
      case ' ':
        // A link ignores Space; a menu item of any kind takes it like Enter.
        event.preventDefault();
        items[current]?.click();
        return;
      default:
        return;
    }
    event.preventDefault();
    items[next]?.focus();
  }

  return (
    <div ref={rootRef} className="relative w-fit">
      <button
        ref={triggerRef}
        type="button"
        id={`${id}-trigger`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        disabled={disabled}
        className={triggerClassName}
        onClick={() => setOpenAt(open ? null : 'first')}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          setOpenAt(event.key === 'ArrowDown' ? 'first' : 'last');
        }}
      >
        {trigger}
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-trigger`}
          onKeyDown={onMenuKeyDown}
          className={cn(
            'absolute top-full z-50 max-w-[calc(100vw-1rem)] text-slate-800',
            align === 'end' ? 'right-0' : 'left-0',
            className,
          )}
        >
          <CloseMenu value={close}>{children}</CloseMenu>
        </div>
      ) : null}
    </div>
  );
}

const itemClasses =
  'flex w-full cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-slate-800 outline-none hover:bg-navy-50 hover:text-navy-900 focus-visible:bg-navy-50 focus-visible:text-navy-900';

interface MenuItemProps {
  onSelect: () => void;
  className?: string;
  children: ReactNode;
}

/** An action of a menu: choosing it closes the menu. */
export function MenuItem({ onSelect, className, children }: MenuItemProps) {
  const close = useContext(CloseMenu);
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={cn(itemClasses, className)}
      onClick={() => {
        close(true);
        onSelect();
      }}
    >
      {children}
    </button>
  );
}

/** A link of a menu: following it closes the menu (a page that opens then moves focus to its content). */
export function MenuLink({ className, onClick, ...rest }: LinkProps) {
  const close = useContext(CloseMenu);
  return (
    <Link
      role="menuitem"
      tabIndex={-1}
      className={cn(itemClasses, className)}
      onClick={(event) => {
        onClick?.(event);
        close(true);
      }}
      {...rest}
    />
  );
}

interface MenuCheckboxItemProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  className?: string;
  children: ReactNode;
}

/** An on/off item: it toggles and the menu stays open, so that several can be ticked in a row. */
export function MenuCheckboxItem({ checked, onCheckedChange, className, children }: MenuCheckboxItemProps) {
  return (
    <button
      type="button"
      role="menuitemcheckbox"
      aria-checked={checked}
      tabIndex={-1}
      className={cn(itemClasses, className)}
      onClick={() => onCheckedChange(!checked)}
    >
      {children}
    </button>
  );
}

export function MenuSeparator() {
  return <hr className="my-1 border-slate-200" />;
}
