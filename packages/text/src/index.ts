export {
  KEYWORD_MAX_CHARACTERS,
  KEYWORD_MAX_UTF16_UNITS,
  countCharacters,
  cutKeyword,
  isKeywordWithinLimit,
} from './keyword.ts';
export { isSafeContentLink } from './content-link.ts';
