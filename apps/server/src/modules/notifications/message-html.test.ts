import { describe, expect, it } from 'vitest';
import { escapeText, html, joinHtml } from './message-html';
import { initialsOf } from './notify';

describe('notification messages', () => {
  it('escapes user values so a name made of markup shows as text', () => {
    const name = '<img src=x onerror=alert(1)>';
    const message = joinHtml(html`<b>${name}</b> signed up`, html`.`);
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
