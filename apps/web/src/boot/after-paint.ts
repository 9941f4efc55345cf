/**
 * The first script of a page the server drew (decision 0048): it starts the app only once the
 * browser has painted the page's content, so that on a slow line the stylesheet, the fonts and the
 * page's lead image have the line to themselves first. The server names the app's entry and the
 * chunks it needs at once on this script's tag; their fetch starts here, all together.
 */
const tag = document.querySelector<HTMLScriptElement>('script[data-app-entry]');

/**
 * A browser that never reports a contentful paint (an old one, or a page drawn empty by mistake)
 * still gets its app: a phone on a slow line paints well within this.
 */
const LONGEST_WAIT_MS = 3000;

/**
 * Each preload link is a little work for the browser (one to six milliseconds on a phone): a page that
 * needs many chunks (a guest's checkout with the log-in dialog) adds them over several tasks.
 */
const LINKS_PER_TASK = 4;

function preload(chunks: string[]): void {
  for (const href of chunks.slice(0, LINKS_PER_TASK)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const rest = chunks.slice(LINKS_PER_TASK);
  if (rest.length > 0) setTimeout(() => preload(rest), 0);
}

function startApp(entry: string, chunks: string[]): void {
  // the chunks every page needs lead the list: they are asked for with the entry
  preload(chunks);
  void import(/* @vite-ignore */ entry);
}

/**
 * Calls `then` once the page's first contentful paint has happened. A frame alone is not enough:
 * a large page's first frames can come before its text and images are painted (fonts still
 * blocked, raster not done), and the app's scripts would then compete with that paint.
 */
function afterFirstContentfulPaint(then: () => void): void {
  if (document.visibilityState === 'hidden') {
    // a tab opened in the background paints nothing until shown; nothing is competing either
    then();
    return;
  }
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(then, 0));
    return;
  }
  if (painted()) {
    then();
    return;
  }
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    // the entry is reported once the frame is presented; a task later, the page is on screen
    setTimeout(then, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', then, { once: true });
  setTimeout(then, LONGEST_WAIT_MS);
}

if (tag?.dataset.appEntry) {
  const entry = tag.dataset.appEntry;
  const chunks = (tag.dataset.appChunks ?? '').split(' ').filter(Boolean);
  let started = false;
  afterFirstContentfulPaint(() => {
    if (started) return;
    started = true;
    startApp(entry, chunks);
  });
}
