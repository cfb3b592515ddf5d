import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Menu, MenuCheckboxItem, MenuItem, MenuLink, MenuSeparator } from './menu';

function AccountMenu({ onSignOut = () => undefined }: { onSignOut?: () => void }) {
  const [saved, setSaved] = useState(false);
  return (
    <MemoryRouter>
      <Menu trigger="Account" align="end">
        <div>Signed in as Sam</div>
        <MenuSeparator />
        <MenuLink to="/profile">Profile</MenuLink>
        <MenuCheckboxItem checked={saved} onCheckedChange={setSaved}>
          Saved
        </MenuCheckboxItem>
        <MenuItem onSelect={onSignOut}>Sign out</MenuItem>
      </Menu>
      <button type="button">After</button>
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/profile" element={<p>Profile page</p>} />
      </Routes>
    </MemoryRouter>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Account' });
const item = (name: string) => screen.getByRole('menuitem', { name });
const focused = () => document.activeElement;

describe('Menu', () => {
  afterEach(cleanup);

  it('is a closed menu button until pressed, then a menu labelled by its button', async () => {
    const user = userEvent.setup();
    render(<AccountMenu />);
    expect(trigger().getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(trigger());
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(trigger().getAttribute('aria-controls')).toBe(menu.id);
    expect(focused()).toBe(item('Profile'));
    expect(screen.getAllByRole('menuitem').map((i) => i.tabIndex)).toEqual([-1, -1]);
  });

  it('opens from the keyboard on the first item (Enter, ArrowDown) or the last one (ArrowUp)', async () => {
    const user = userEvent.setup();
    render(<AccountMenu />);
    trigger().focus();
    await user.keyboard('{Enter}');
    expect(focused()).toBe(item('Profile'));
    await user.keyboard('{Escape}');

    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe(item('Profile'));
    await user.keyboard('{Escape}');

    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe(item('Sign out'));
  });

  it('moves between items with the arrows (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    render(<AccountMenu />);
    await user.click(trigger());
    const saved = screen.getByRole('menuitemcheckbox', { name: 'Saved' });
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe(saved);
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe(item('Sign out'));
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe(item('Profile'));
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe(item('Sign out'));
    await user.keyboard('{Home}');
    expect(focused()).toBe(item('Profile'));
    await user.keyboard('{End}');
    expect(focused()).toBe(item('Sign out'));
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    render(<AccountMenu />);
    await user.click(trigger());
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(focused()).toBe(trigger());
  });

  it('closes when an item is chosen, by click, Enter or Space', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    render(<AccountMenu onSignOut={onSignOut} />);
    await user.click(trigger());
    await user.click(item('Sign out'));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(focused()).toBe(trigger());

    await user.keyboard('{ArrowUp}');
    await user.keyboard('{Enter}');
    expect(onSignOut).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('menu')).toBeNull();

    // Space follows a link too.
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    expect(screen.getByText('Profile page')).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('toggles a checkbox item and stays open', async () => {
    const user = userEvent.setup();
    render(<AccountMenu />);
    await user.click(trigger());
    const saved = () => screen.getByRole('menuitemcheckbox', { name: 'Saved' });
    expect(saved().getAttribute('aria-checked')).toBe('false');
    await user.click(saved());
    expect(saved().getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.keyboard(' ');
    expect(saved().getAttribute('aria-checked')).toBe('false');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on a press outside, leaving focus alone', async () => {
    const user = userEvent.setup();
    render(<AccountMenu />);
    await user.click(trigger());
    await user.click(screen.getByText('Home page'));
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(trigger());
    fireEvent.focusIn(screen.getByRole('button', { name: 'After' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on Tab, from its button, so that the browser moves on from there', async () => {
    const user = userEvent.setup();
    render(<AccountMenu />);
    await user.click(trigger());
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(focused()).toBe(screen.getByRole('button', { name: 'After' }));
  });

  it('does not open while disabled', async () => {
    const user = userEvent.setup();
    render(
      <Menu trigger="Save" disabled>
        <MenuItem onSelect={() => undefined}>One</MenuItem>
      </Menu>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
