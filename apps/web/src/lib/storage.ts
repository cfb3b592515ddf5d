/**
 * Browser storage of the web app. The bearer token is never stored (it lives in the api-client's memory);
 * features that keep something in localStorage or sessionStorage must use this origin's storage only,
 * because signing out removes every item of both (docs/product-spec.md §4: "clears ... all stored items").
 */
export function clearBrowserStorage(): void {
  for (const pick of [() => window.localStorage, () => window.sessionStorage]) {
    try {
      pick().clear();
    } catch {
      // Storage can be disabled by privacy settings: then there is nothing to clear.
    }
  }
}
