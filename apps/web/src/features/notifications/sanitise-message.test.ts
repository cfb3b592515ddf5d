import { describe, expect, it } from 'vitest';
import { sanitiseMessage } from './sanitise-message';

describe('sanitiseMessage', () => {
  it('keeps emphasis and removes scripts, handlers and links', () => {
    expect(
      sanitiseMessage('<b>Jane</b> signed up<img src=x onerror=alert(1)><script>alert(2)</script>'),
    ).toBe('<b>Jane</b> signed up');
    expect(sanitiseMessage('<a href="javascript:alert(1)">go</a> <em onclick="x()">now</em>')).toBe(
      'go <em>now</em>',
    );
    expect(sanitiseMessage('<a href="javascript:alert(1)">x</a><i onclick="alert(1)">y</i>')).toBe(
      'x<i>y</i>',
    );
    expect(sanitiseMessage('<svg><script>alert(1)</script></svg>ok')).toBe('ok');
  });

  it('shows an escaped markup name as text', () => {
    const html = sanitiseMessage('<b>&lt;img src=x onerror=alert(1)&gt;</b> signed up.');
    const holder = document.createElement('div');
    holder.innerHTML = html;
    expect(holder.querySelector('img')).toBeNull();
    expect(holder.textContent).toBe('<img src=x onerror=alert(1)> signed up.');
  });

  it('answers an empty string for no message', () => {
    expect(sanitiseMessage(null)).toBe('');
    expect(sanitiseMessage(undefined)).toBe('');
  });
});
