import DOMPurify from 'dompurify';

/** Tags a notification message may keep (as on the server): inline emphasis and breaks, nothing that runs or loads. */
const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 'br', 'span', 'p'];

/**
 * A notification message as markup safe to insert: the server sanitised it on the way in, and it is sanitised again
 * here on the way out (docs/product-spec.md §3: "Messages may contain markup and are shown as is").
 */
export function sanitiseMessage(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [] });
}
