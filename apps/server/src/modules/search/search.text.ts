/**
 * What search matches, built the same way wherever content is written (seed, benchmark, the editors
 * of later issues): the name or title, ingredient names, description or summary, and tags.
 */
export function recipeSearchText(recipe: { name: string; description: string; ingredients: { name: string }[]; tags: string[] }): string {
  return squash([recipe.name, recipe.ingredients.map((i) => i.name).join(' '), recipe.description, recipe.tags.join(' ')].join(' '));
}

export function articleSearchText(article: { title: string; summary: string; tags: string[]; body: string }): string {
  return squash([article.title, article.summary, article.tags.join(' '), article.body].join(' '));
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * SQLite's trigram index only holds a trigram where three characters follow each other, so the last
 * two characters of a column start none. The FTS rows get two spaces appended: then every character,
 * and every pair, starts at least one trigram, which is what the one- and two-character search
 * (search.repository.ts) looks trigrams up by.
 */
export const FTS_PAD = '  ';

/**
 * CJK characters spaced apart, so that a word tokenizer (SQLite's unicode61, PostgreSQL's 'simple'
 * configuration) makes each one a token of its own. The same class as the PostgreSQL migration's.
 */
export const spaceCjk = (text: string) => text.replace(/([\u2e80-\u9fff\uf900-\ufaff])/gu, ' $1 ');

const CJK_CHARACTER = /^[\u2e80-\u9fff\uf900-\ufaff]$/u;

/**
 * The words of a text as the search's word tokenizers see them (SQLite's unicode61, PostgreSQL's
 * 'simple' configuration): lower case, CJK characters one word each, anything but letters and digits
 * between words. A word is then either one CJK character or holds none.
 */
export const searchWords = (text: string) =>
  spaceCjk(text.toLowerCase())
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Whether a word of searchWords is a CJK character (the others hold none). */
export const isCjkWord = (word: string) => CJK_CHARACTER.test(word);

/**
 * PostgreSQL: the pairs of CJK characters that follow each other as words (鳗鱼饭: 鳗鱼 and 鱼饭),
 * kept as lexemes of their own beside the single characters in the whole text's vector. A phrase of
 * characters (鳗 <-> 鱼 <-> 饭) is a GIN lookup of each character, so it met every row holding them
 * anywhere, and the recheck of each such row was most of a rare phrase's cost (4,049 rows read for 191
 * matches of 鳗鱼饭 at a million recipes); ANDed with its pairs, the lookup meets only the rows that
 * hold them. Takes the words of searchWords.
 */
export function cjkPairs(words: readonly string[]): string[] {
  const pairs = new Set<string>();
  for (let i = 1; i < words.length; i++) {
    if (isCjkWord(words[i - 1]!) && isCjkWord(words[i]!)) pairs.add(words[i - 1]! + words[i]!);
  }
  return [...pairs];
}

/** A keyword of fewer than 3 characters (code points) cannot be a trigram query. */
export const isShortKeyword = (keyword: string) => Array.from(keyword).length < 3;
