import { keywordGlossary } from './keyword-glossary.ts';

/** What a keyword is searched as: the English words, and which language they came from. */
export interface SearchKeyword {
  /** The words matched against the English index. */
  english: string;
  /** `bn` or `zh` when words were translated; null when the keyword was searched as typed. */
  translatedFrom: 'bn' | 'zh' | null;
}

const BENGALI = /\p{Script=Bengali}/u;
const HAN = /\p{Script=Han}/u;
const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
/** Endings Bengali adds to a noun ("ব্যাগগুলো", "জুতার"): tried off when a word is unknown. */
const BENGALI_ENDINGS = ['গুলো', 'গুলি', 'টি', 'টা', 'য়ের', 'ের', 'দের', 'এর', 'র'];
/** Bengali phrases are at most this many words ("চুল শুকানোর যন্ত্র"). */
const LONGEST_BENGALI_PHRASE = 3;

const bengaliWords = new Map<string, string>();
const chineseWords = new Map<string, string>();
for (const entry of keywordGlossary) {
  for (const word of entry.bn) bengaliWords.set(word.normalize('NFC'), entry.en);
  for (const word of entry.zh) chineseWords.set(word.toLowerCase(), entry.en);
}
const longestChinese = Math.max(...[...chineseWords.keys()].map((word) => [...word].length));

/**
 * The English a Bengali or Chinese keyword searches for (docs/catalog.md). Words the glossary
 * knows are translated; English words and numbers pass through; unknown Bengali or Chinese
 * words are left out when something else was understood, else the keyword is searched as
 * typed (and finds nothing rather than everything).
 */
export function searchKeyword(typed: string): SearchKeyword {
  const keyword = typed
    .normalize('NFC')
    .replace(/[০-৯]/g, (d) => String(BENGALI_DIGITS.indexOf(d)));
  const bengali = BENGALI.test(keyword);
  const chinese = HAN.test(keyword);
  if (!bengali && !chinese) return { english: typed, translatedFrom: null };

  const words: string[] = [];
  // A full stop between digits is a decimal point ("15.6"), elsewhere it ends a word.
  const tokens = keyword.split(/[\s,;:!?،।/|()[\]{}"'“”‘’]+|(?<!\d)\.|\.(?!\d)/u).filter(Boolean);
  for (let i = 0; i < tokens.length;) {
    const token = tokens[i]!;
    if (BENGALI.test(token)) {
      const [english, used] = bengaliPhrase(tokens, i);
      if (english) words.push(english);
      i += used;
    } else {
      if (HAN.test(token)) words.push(...chineseRun(token));
      else words.push(token);
      i += 1;
    }
  }
  const understood = words.filter((word) => !BENGALI.test(word) && !HAN.test(word));
  if (understood.length === 0) return { english: typed, translatedFrom: null };
  return { english: unique(understood).join(' '), translatedFrom: bengali ? 'bn' : 'zh' };
}

/** The longest known phrase starting at `start` (trying noun endings off), and its length. */
function bengaliPhrase(tokens: readonly string[], start: number): [string | null, number] {
  for (let length = Math.min(LONGEST_BENGALI_PHRASE, tokens.length - start); length > 0; length--) {
    const phrase = tokens.slice(start, start + length).join(' ');
    const english = bengaliWords.get(phrase) ?? withoutEnding(phrase);
    if (english) return [english, length];
  }
  return [null, 1];
}

function withoutEnding(phrase: string): string | undefined {
  for (const ending of BENGALI_ENDINGS) {
    if (phrase.endsWith(ending) && phrase.length > ending.length + 1) {
      const english = bengaliWords.get(phrase.slice(0, -ending.length));
      if (english) return english;
    }
  }
  return undefined;
}

/**
 * Chinese runs have no spaces: the longest known word at each position wins ("双肩包" before
 * "包"); Latin letters and digits inside the run ("T恤", "15寸") are kept.
 */
function chineseRun(run: string): string[] {
  const chars = [...run.toLowerCase()];
  const words: string[] = [];
  let latin = '';
  for (let i = 0; i < chars.length;) {
    let matched = false;
    for (let length = Math.min(longestChinese, chars.length - i); length > 0; length--) {
      const english = chineseWords.get(chars.slice(i, i + length).join(''));
      if (english) {
        if (latin) words.push(latin);
        latin = '';
        words.push(english);
        i += length;
        matched = true;
        break;
      }
    }
    if (matched) continue;
    const char = chars[i]!;
    if (!HAN.test(char)) {
      latin += char;
      if (i + 1 === chars.length || HAN.test(chars[i + 1]!)) {
        words.push(latin);
        latin = '';
      }
    }
    i += 1;
  }
  return words;
}

function unique(words: readonly string[]): string[] {
  return [...new Set(words)];
}
