import type { Notification } from '@ccp/contracts/notifications';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import NotificationList from './notification-list';

/** A row as the API could serve it: its messages are stored as written, so a hostile one must be made inert here. */
function item(messages: Partial<Notification>): Notification {
  return {
    id: 'n1',
    userid: 'u1',
    senderInitials: 'JD',
    createdAt: new Date().toISOString(),
    read: false,
    agentRead: false,
    adminRead: false,
    professionalRead: false,
    familyMessage: null,
    agentMessage: null,
    adminMessage: null,
    professionalMessage: null,
    ...messages,
  };
}

describe('NotificationList', () => {
  afterEach(cleanup);

  it('renders stored hostile markup inert: no script, image, handler or link survives, the words stay', () => {
    const hostile =
      '<b>Jane</b> signed up<img src=x onerror="window.hacked=1"><script>window.hacked=2</script>' +
      '<a href="javascript:alert(1)">here</a><i onclick="alert(1)">now</i><svg onload="alert(1)"></svg>';
    const { container } = render(
      <MemoryRouter>
        <NotificationList items={[item({ adminMessage: hostile })]} audience="admin" onFollow={() => {}} />
      </MemoryRouter>,
    );
    const list = screen.getByRole('list', { name: 'Notifications list' });
    for (const tag of ['script', 'img', 'svg', 'a[href^="javascript"]']) {
      expect(list.querySelector(tag)).toBeNull();
    }
    expect(container.querySelectorAll('[onerror], [onclick], [onload]')).toHaveLength(0);
    expect(list.querySelector('b')?.textContent).toBe('Jane');
    expect(list.querySelector('i')?.textContent).toBe('now');
    expect(list.textContent).toContain('Jane signed uphere');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('shows a name the server escaped as text, never as markup', () => {
    const escaped = '<b>&lt;img src=x onerror=alert(1)&gt;</b> signed up.';
    render(
      <MemoryRouter>
        <NotificationList items={[item({ familyMessage: escaped })]} audience="family" onFollow={() => {}} />
      </MemoryRouter>,
    );
    const list = screen.getByRole('list', { name: 'Notifications list' });
    expect(list.querySelector('img')).toBeNull();
    expect(list.textContent).toContain('<img src=x onerror=alert(1)> signed up.');
  });
});
