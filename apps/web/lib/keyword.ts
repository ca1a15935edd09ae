import { cutKeyword } from '@crossport/text';

/** The search page URL for a keyword (cut by the rule the API shares), or null when empty. */
export function searchHref(raw: string): string | null {
  const keyword = cutKeyword(raw);
  return keyword ? `/search?${new URLSearchParams({ keyword }).toString()}` : null;
}
