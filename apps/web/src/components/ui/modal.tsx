import { type ComponentProps, type MouseEvent, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

interface ModalProps extends Omit<ComponentProps<'dialog'>, 'open' | 'onCancel' | 'onClose'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A modal `<dialog>`, shown with showModal(): the browser puts it over a ::backdrop and makes the rest of the page
 * inert, so focus stays inside. On opening it focuses its first focusable element and stops the page from
 * scrolling; on closing it gives focus back to where it was. Escape and a press on the backdrop ask to close
 * (onOpenChange(false)); the owner decides. Label it with aria-labelledby.
 */
export function Modal({ open, ...rest }: ModalProps) {
  return open ? createPortal(<OpenModal {...rest} />, document.body) : null;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** True when a pointer event landed on the backdrop: the dialog itself is the target, but outside its box. */
function onBackdrop(event: MouseEvent<HTMLDialogElement>) {
  const box = event.currentTarget.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  return (
    event.target === event.currentTarget && (x < box.left || x > box.right || y < box.top || y > box.bottom)
  );
}

function lockPageScroll() {
  const { style } = document.documentElement;
  const { overflow, paddingRight } = style;
  // Keep the page where it is when its scroll bar goes away.
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  style.overflow = 'hidden';
  if (scrollbar > 0) style.paddingRight = `${scrollbar}px`;
  return () => {
    style.overflow = overflow;
    style.paddingRight = paddingRight;
  };
}

function OpenModal({ onOpenChange, children, ...rest }: Omit<ModalProps, 'open'>) {
  const ref = useRef<HTMLDialogElement>(null);
  const pressedBackdrop = useRef(false);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement;
    dialog.showModal();
    (dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog).focus();
    const unlock = lockPageScroll();
    return () => {
      unlock();
      const active = document.activeElement;
      // Give focus back only if it is still ours: a page that opened meanwhile may have moved it on.
      const ours = !active || active === document.body || dialog.contains(active);
      dialog.close();
      if (ours && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      tabIndex={-1}
      {...rest}
      onKeyDown={(event) => {
        rest.onKeyDown?.(event);
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        // Cancelling the key keeps the browser from closing the dialog itself: the owner may keep it open.
        event.preventDefault();
        onOpenChange(false);
      }}
      onCancel={(event) => {
        event.preventDefault();
        onOpenChange(false);
      }}
      // A close the page could not cancel (a browser may insist): tell the owner.
      onClose={() => onOpenChange(false)}
      onPointerDown={(event) => {
        pressedBackdrop.current = onBackdrop(event);
      }}
      onClick={(event) => {
        if (pressedBackdrop.current && onBackdrop(event)) onOpenChange(false);
      }}
    >
      {children}
    </dialog>
  );
}
