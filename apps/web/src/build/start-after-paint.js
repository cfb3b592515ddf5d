// The only script a pre-rendered page names (src/build/prerender.ts copies this file into dist/assets under a
// content hash). The page is already complete HTML, so the app's scripts wait until it has painted: until then they
// would only compete with the page's HTML and CSS for the network. The page's JSON (#app-scripts) says what to load:
// the entry chunk, and the chunks to fetch alongside it (the entry's own imports and the page's route chunks).
const { entry, preload } = JSON.parse(document.getElementById('app-scripts').textContent);

let started = false;
function start() {
  if (started) return;
  started = true;
  for (const href of preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(entry);
}

// After the first frame: requestAnimationFrame runs just before it paints, the timeout just after.
requestAnimationFrame(() => setTimeout(start, 0));
// A page opened in a background tab does not paint until shown; start anyway.
setTimeout(start, 3000);
