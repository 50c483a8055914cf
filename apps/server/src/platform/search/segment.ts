/**
 * Chinese-aware terms for full-text search. Intl.Segmenter gives words ("现代|风格|沙发"); every run of
 * Chinese characters is also indexed as single characters and bigrams, because the segmenter keeps some
 * compounds whole ("钻石戒指") and a search for "戒指" must still find them.
 */
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const CJK = /\p{Script=Han}/u;
const CJK_RUN = /\p{Script=Han}+/gu;
// Only letters, digits and Han survive into a term: the index and the query language never see operators.
const STRIP = /[^\p{L}\p{N}]+/gu;

function words(text: string): string[] {
  return wordSegments(text).map((w) => w.word);
}

function wordSegments(text: string): { word: string; start: number; end: number }[] {
  const out: { word: string; start: number; end: number }[] = [];
  for (const s of segmenter.segment(text.normalize('NFKC').toLowerCase())) {
    if (!s.isWordLike) continue;
    const word = s.segment.replace(STRIP, '');
    if (word) out.push({ word, start: s.index, end: s.index + s.segment.length });
  }
  return out;
}

/**
 * Words of a query, each with the number of its chunk (words typed without a space between them). The
 * segmenter cuts a word it does not know into single characters ("亚|克|力", "极|简"); each alone would match
 * anywhere in a document, so touching single Han characters are joined back into one word, which then
 * matches by its bigrams.
 */
function queryWords(query: string): { word: string; chunk: number }[] {
  const out: { word: string; end: number; single: boolean; chunk: number }[] = [];
  for (const w of wordSegments(query)) {
    const single = [...w.word].length === 1 && CJK.test(w.word);
    const last = out.at(-1);
    const touching = last?.end === w.start;
    if (single && last?.single && touching) {
      last.word += w.word;
      last.end = w.end;
    } else {
      out.push({ word: w.word, end: w.end, single, chunk: !last ? 0 : touching ? last.chunk : last.chunk + 1 });
    }
  }
  return out;
}

/** Terms to index for a text, space separated. */
export function indexTerms(text: string): string {
  const terms = new Set<string>(words(text));
  for (const run of text.normalize('NFKC').match(CJK_RUN) ?? []) {
    const chars = [...run];
    chars.forEach((c, i) => {
      terms.add(c);
      if (i + 1 < chars.length) terms.add(c + chars[i + 1]);
    });
  }
  return [...terms].join(' ');
}

/**
 * A query as groups of terms: every group must match. A Chinese word of two or more characters becomes
 * its bigrams (so it matches inside longer compounds); other words match as a prefix. `chunk` numbers the
 * runs of words typed without a space: the segmenter cuts one thing into several words ("自行|车"), which
 * therefore come together far more often than separate words do.
 */
export function queryGroups(query: string): { terms: string[]; prefix: boolean; chunk: number }[] {
  return queryWords(query.slice(0, 100)).map(({ word: w, chunk }) => {
    if (CJK.test(w)) {
      const chars = [...w];
      const terms = chars.length === 1 ? chars : chars.slice(0, -1).map((c, i) => c + chars[i + 1]);
      return { terms, prefix: false, chunk };
    }
    return { terms: [w], prefix: true, chunk };
  });
}
