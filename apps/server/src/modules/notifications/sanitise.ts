/* Notification messages may carry markup (docs/product-spec.md §3): what is stored and served is DOMPurify's output. */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

let purifier: DOMPurify | null = null;

/** One jsdom window for the process, made on first use (building it takes a few milliseconds). */
function purify(): DOMPurify {
  if (!purifier) {
    const { window } = new JSDOM('');
    purifier = createDOMPurify(window);
  }
  return purifier;
}

/** Tags a message may keep: inline emphasis and line breaks, nothing that loads, runs or links elsewhere. */
const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 'br', 'span', 'p'];

export function sanitiseMessage(html: string | null): string | null {
  if (html == null) return null;
  return purify().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [] });
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** A user-provided value (a name, an email) as text inside a message: it can never become markup. */
export function escapeText(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** A message template whose interpolated values are escaped: html`<b>${name}</b> signed up`. */
export function html(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  return strings.reduce(
    (out, s, i) => out + s + (i < values.length ? escapeText(String(values[i])) : ''),
    '',
  );
}
