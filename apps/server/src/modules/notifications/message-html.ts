/*
 * Notification messages may carry markup (docs/product-spec.md §3). The server writes them only with the `html`
 * template, which escapes every value it is given, so a message holds no markup but the template's own; the web app
 * sanitises the markup once more where it inserts it (docs/decisions/0073).
 */

/** Markup built by `html`: the only kind of message a notification takes. */
export type MessageHtml = string & { readonly __messageHtml: true };

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
export function html(strings: TemplateStringsArray, ...values: (string | number)[]): MessageHtml {
  return strings.reduce(
    (out, s, i) => out + s + (i < values.length ? escapeText(String(values[i])) : ''),
    '',
  ) as MessageHtml;
}

/** Parts of a message, each built by `html`, put together. */
export function joinHtml(...parts: MessageHtml[]): MessageHtml {
  return parts.join('') as MessageHtml;
}
