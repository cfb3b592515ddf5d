import { describe, expect, it } from 'vitest';
import { initialsOf } from './notify';
import { escapeText, html, sanitiseMessage } from './sanitise';

describe('notification messages', () => {
  it('keeps emphasis and drops what runs or loads', () => {
    expect(
      sanitiseMessage('<b>Jane</b> signed up<img src=x onerror=alert(1)><script>alert(2)</script>'),
    ).toBe('<b>Jane</b> signed up');
    expect(sanitiseMessage('<a href="javascript:alert(1)">x</a><i onclick="alert(1)">y</i>')).toBe(
      'x<i>y</i>',
    );
    expect(sanitiseMessage(null)).toBeNull();
  });

  it('escapes user values so a name made of markup shows as text', () => {
    const name = '<img src=x onerror=alert(1)>';
    const message = sanitiseMessage(html`<b>${name}</b> signed up.`);
    expect(message).toBe('<b>&lt;img src=x onerror=alert(1)&gt;</b> signed up.');
    expect(escapeText(`"a" & 'b'`)).toBe('&quot;a&quot; &amp; &#39;b&#39;');
  });

  it('takes the avatar initials from the first two words, as the web app does (docs/product-spec.md §9)', () => {
    expect(initialsOf('The Schmidt Family')).toBe('TS');
    expect(initialsOf('Jane Mary Doe')).toBe('JM');
    expect(initialsOf('  the Smiths ')).toBe('TS');
    expect(initialsOf('<img>')).toBe('I');
    expect(initialsOf('')).toBe('C');
  });
});
