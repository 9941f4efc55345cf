/**
 * The first script of a page the server drew (decision 0048): it starts the app only once the
 * browser has painted the page, so that on a slow line the stylesheet, the fonts and the page's lead
 * image have the line to themselves first. The server names the app's entry and the chunks it
 * needs at once on this script's tag; their fetch starts here, all together.
 */
const tag = document.querySelector<HTMLScriptElement>('script[data-app-entry]');

function startApp(entry: string, chunks: string[]): void {
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ entry);
}

if (tag?.dataset.appEntry) {
  const entry = tag.dataset.appEntry;
  const chunks = (tag.dataset.appChunks ?? '').split(' ').filter(Boolean);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    startApp(entry, chunks);
  };
  // after the next frame is painted; a hidden tab paints none, so a timer starts it there
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 200);
}
