/** First focusable element of every page: jumps over the header. */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only z-[70] rounded-md bg-white px-4 py-2 font-semibold text-navy-900 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to main content
    </a>
  );
}
