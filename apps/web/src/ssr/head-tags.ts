/**
 * React's server renderer preloads what a page shows first and large (an image with a high fetch
 * priority) with links it puts before the markup, as it has no head of its own here.
 */
export function splitHeadTags(markup: string): { headTags: string; html: string } {
  const headTags = /^(?:<link [^>]*\/>)*/.exec(markup)![0];
  return { headTags, html: markup.slice(headTags.length) };
}
