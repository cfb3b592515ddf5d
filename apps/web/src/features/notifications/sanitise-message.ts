import DOMPurify from 'dompurify';

/** Tags a notification message may keep: inline emphasis and breaks, nothing that runs, loads or links elsewhere. */
const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 'br', 'span', 'p'];

/**
 * A notification message as markup safe to insert, sanitised here, once, where it is rendered: the server builds its
 * messages with an escaping template and stores them as built (docs/product-spec.md §3: "Messages may contain markup
 * and are shown as is"; docs/decisions/0073).
 */
export function sanitiseMessage(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [] });
}
