/** Spec §5 and §9: search keywords are cut to the first 100 characters. */
export const KEYWORD_MAX_LENGTH = 100;

/** Trims and cuts a keyword; counts code points so an emoji or Bengali letter is never split. */
export function cutKeyword(raw: string): string {
  return Array.from(raw.trim()).slice(0, KEYWORD_MAX_LENGTH).join('').trim();
}

/** The search page URL for a keyword, or null when nothing is left to search for. */
export function searchHref(raw: string): string | null {
  const keyword = cutKeyword(raw);
  return keyword ? `/search?${new URLSearchParams({ keyword }).toString()}` : null;
}
