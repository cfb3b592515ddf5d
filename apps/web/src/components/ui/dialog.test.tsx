import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

interface DeleteButtonProps {
  /** False: the owner keeps the dialog open whatever it is asked. */
  canClose?: boolean;
  onOpenChange?: (open: boolean) => void;
}

function DeleteButton({ canClose = true, onOpenChange = () => undefined }: DeleteButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          if (canClose) setOpen(next);
        }}
        title="Delete Sam?"
        description="Their income leaves the profile."
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Keep
          </button>
        }
      >
        <label>
          Reason <input />
        </label>
      </Dialog>
    </>
  );
}

const opener = () => screen.getByRole('button', { name: 'Delete' });

describe('Dialog', () => {
  afterEach(cleanup);

  it('opens as a modal dialog named by its title and described by its text, focus on its first field', async () => {
    const user = userEvent.setup();
    render(<DeleteButton />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(opener());
    const dialog = screen.getByRole('dialog', { name: 'Delete Sam?' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Their income leaves the profile.',
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Reason'));
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<DeleteButton />);
    await user.click(opener());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener());
  });

  it('closes from its Close button, its own buttons and a press on the backdrop', async () => {
    const user = userEvent.setup();
    render(<DeleteButton />);
    await user.click(opener());
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener());

    await user.click(opener());
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(opener());
    const dialog = screen.getByRole('dialog');
    // A press inside that ends on the dialog's own box (a text selection, say) is not a press on the backdrop.
    fireEvent.pointerDown(screen.getByLabelText('Reason'));
    fireEvent.click(dialog, { clientX: 900, clientY: 900 });
    expect(screen.getByRole('dialog')).toBe(dialog);
    fireEvent.pointerDown(dialog, { clientX: 900, clientY: 900 });
    fireEvent.click(dialog, { clientX: 900, clientY: 900 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('only asks to close: its owner may keep it open', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<DeleteButton canClose={false} onOpenChange={onOpenChange} />);
    await user.click(opener());
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('stops the page from scrolling while open', async () => {
    const user = userEvent.setup();
    render(<DeleteButton />);
    await user.click(opener());
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.documentElement.style.overflow).toBe('');
  });
});
