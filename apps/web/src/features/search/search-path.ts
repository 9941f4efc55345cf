/** The search box's target (spec §2: /search?keyword={text}); null when there is nothing to search. */
export function buildSearchPath(raw: string): string | null {
  const keyword = raw.trim();
  if (keyword === '') return null;
  return `/search?${new URLSearchParams({ keyword }).toString()}`;
}
