/**
 * Whole words for ranking search results: a keyword that stands as a word of a title (鸡 in 黄焖鸡,
 * "egg" in "Egg fried rice") ranks above one that is part of a longer word (鸡 in 鸡蛋, "egg" in
 * "Eggplant"). Word boundaries come from ICU's word segmenter (Intl.Segmenter), which splits Chinese
 * with its dictionary (番茄|炒|鸡蛋, 宫|保|鸡|丁) and other text at spaces and punctuation.
 */
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** Whether some occurrence of keyword in text starts and ends on word boundaries (case-insensitive). */
export function matchesWholeWord(text: string, keyword: string): boolean {
  const haystack = text.toLowerCase();
  const needle = keyword.trim().toLowerCase();
  if (!needle || !haystack.includes(needle)) return false;
  const boundaries = new Set<number>([haystack.length]);
  for (const { index } of segmenter.segment(haystack)) boundaries.add(index);
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    if (boundaries.has(at) && boundaries.has(at + needle.length)) return true;
  }
  return false;
}

/** The same ids, whole-word matches of their titles first, the order kept within each group. */
export function wholeWordsFirst(ids: readonly number[], titles: ReadonlyMap<number, string>, keyword: string): number[] {
  const whole: number[] = [];
  const part: number[] = [];
  for (const id of ids) (matchesWholeWord(titles.get(id) ?? '', keyword) ? whole : part).push(id);
  return [...whole, ...part];
}
