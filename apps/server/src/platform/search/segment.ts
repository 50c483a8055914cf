import { pinyin } from 'pinyin-pro';

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

/**
 * Terms to index for a text, space separated. An English plural is also indexed as its singular, so a
 * query's synonyms match English words whole instead of as prefixes (a prefix reads every term it begins).
 */
export function indexTerms(text: string): string {
  const terms = new Set<string>(words(text));
  for (const w of terms) if (/^[a-z]{3,}s$/.test(w)) terms.add(w.slice(0, -1));
  for (const run of text.normalize('NFKC').match(CJK_RUN) ?? []) {
    const chars = [...run];
    chars.forEach((c, i) => {
      terms.add(c);
      if (i + 1 < chars.length) terms.add(c + chars[i + 1]);
    });
  }
  return [...terms].join(' ');
}

/** One term of a query; a prefix term also matches the longer terms it begins. */
export interface QueryTerm {
  text: string;
  prefix: boolean;
}

/** One word of a query: any one of its alternatives must match, and an alternative matches when all its terms do. */
export interface QueryGroup {
  /** The word as typed (normalised). */
  word: string;
  alternatives: QueryTerm[][];
  /** Words typed without a space between them share a chunk (see queryGroups). */
  chunk: number;
}

/**
 * A form of a word as terms: each run of Chinese characters its bigrams (or its one character), whole, as the
 * query's own words are (the segmenter would cut an unknown word into characters); anything else a prefix when
 * `prefix` (a word being typed), else a whole word (a synonym from the list).
 */
function formTerms(form: string, prefix: boolean): QueryTerm[] {
  const text = form.normalize('NFKC').toLowerCase();
  return text.split(/(\p{Script=Han}+)/u).flatMap((part): QueryTerm[] => {
    if (CJK.test(part)) {
      const chars = [...part];
      const terms = chars.length === 1 ? chars : chars.slice(0, -1).map((c, i) => c + chars[i + 1]);
      return terms.map((t) => ({ text: t, prefix: false }));
    }
    return part
      .split(STRIP)
      .filter(Boolean)
      .map((t) => ({ text: t, prefix }));
  });
}

/**
 * Whether every document with all of `a`'s terms also has all of `b`'s: each term of b is a term of a, begins
 * one (b's a prefix), or is one character of a Chinese term of a (the index holds every character of a run).
 */
function implies(a: QueryTerm[], b: QueryTerm[]): boolean {
  return b.every((u) =>
    a.some((t) =>
      u.prefix
        ? t.text.startsWith(u.text)
        : !t.prefix && (t.text === u.text || ([...u.text].length === 1 && CJK.test(u.text) && t.text.includes(u.text))),
    ),
  );
}

/**
 * The alternatives without those another one already finds (椅子 and 座椅 beside 椅, 长沙+沙发 beside 沙发):
 * each OR'ed alternative costs the index a list to read, and these add no document.
 */
function withoutImplied(alternatives: QueryTerm[][]): QueryTerm[][] {
  return alternatives.filter((a, i) => !alternatives.some((b, j) => j !== i && implies(a, b) && (!implies(b, a) || j < i)));
}

/** How many forms one word expands to at most, so a query stays cheap to match. */
const MAX_FORMS = 12;

/**
 * A query as groups of terms: every group must match. A Chinese word of two or more characters becomes
 * its bigrams (so it matches inside longer compounds); other words match as a prefix. Each word also matches
 * in its everyday forms (椅子 as 椅, so 餐椅 is found) and as its synonyms (`synonyms`). `chunk` numbers the
 * runs of words typed without a space: the segmenter cuts one thing into several words ("自行|车"), which
 * therefore come together far more often than separate words do.
 */
export function queryGroups(query: string, synonyms: Synonyms = NO_SYNONYMS): QueryGroup[] {
  return wholeSynonyms(queryWords(query.slice(0, 100)), synonyms).map(({ word, chunk }) => {
    // The forms typed (the word, its everyday form) match Latin words by prefix; the list's synonyms whole.
    const typed = new Set([word, ...everydayBase(word)]);
    const forms = new Set(typed);
    for (const w of typed) for (const s of synonyms.of(w)) for (const f of [s, ...everydayBase(s)]) forms.add(f);
    const alternatives: QueryTerm[][] = [];
    const seen = new Set<string>();
    for (const form of [...forms].slice(0, MAX_FORMS)) {
      const terms = formTerms(form, typed.has(form));
      const key = terms.map((t) => `${t.text}${t.prefix ? '*' : ''}`).join(' ');
      if (terms.length > 0 && !seen.has(key)) {
        seen.add(key);
        alternatives.push(terms);
      }
    }
    return { word, alternatives: withoutImplied(alternatives), chunk };
  });
}

/**
 * A chunk the segmenter cut into words that is itself in the synonym list stays one word: 长沙发 is cut
 * "长沙|发", and each part alone means something else.
 */
function wholeSynonyms(words: { word: string; chunk: number }[], synonyms: Synonyms): { word: string; chunk: number }[] {
  const out: { word: string; chunk: number }[] = [];
  for (const chunk of new Set(words.map((w) => w.chunk))) {
    const parts = words.filter((w) => w.chunk === chunk);
    const whole = parts.map((w) => w.word).join('');
    if (parts.length > 1 && synonyms.of(whole).length > 0) out.push({ word: whole, chunk });
    else out.push(...parts);
  }
  return out;
}

// --- everyday forms ---------------------------------------------------------------------------------------

/** Words ending in 子 or 儿 whose first character alone means something else (电子 is not 电). */
const KEEP_WHOLE = new Set([
  '电子',
  '分子',
  '原子',
  '孩子',
  '儿子',
  '种子',
  '样子',
  '日子',
  '影子',
  '女儿',
  '婴儿',
  '幼儿',
  '男子',
  '女子',
  '君子',
  '点子',
  '一下子',
]);
/** 头 is a suffix only after these (石头, 枕头); elsewhere it is a head (龙头, 镜头, 车头). */
const TOU_SUFFIXED = new Set([...'石木骨枕罐砖锄斧拳舌指馒芋榫']);

/**
 * The word without its noun suffix (椅子 -> 椅, 花儿 -> 花, 石头 -> 石), as people type the everyday form and
 * titles use the short one inside compounds (餐椅, 玻璃杯); empty when it has none.
 */
export function everydayBase(word: string): string[] {
  const chars = [...word];
  if (chars.length < 2 || !CJK.test(word) || KEEP_WHOLE.has(word)) return [];
  const last = chars.at(-1)!;
  const stem = chars.slice(0, -1);
  if (last === '子' || last === '儿' || (last === '头' && TOU_SUFFIXED.has(stem.at(-1)!))) return [stem.join('')];
  return [];
}

// --- synonyms --------------------------------------------------------------------------------------------

/** Normalised as the index normalises (NFKC, lower case, only letters, digits and Han). */
export function normaliseWord(word: string): string {
  return word.normalize('NFKC').toLowerCase().replace(STRIP, '');
}

/**
 * Groups of words that mean the same thing (沙发 = sofa = 长沙发), looked up by any member, by a member's
 * everyday form and by the pinyin of a Chinese member (shafa), and an English plural by its singular.
 */
export class Synonyms {
  private readonly byWord = new Map<string, Set<string>>();

  constructor(groups: readonly (readonly string[])[]) {
    for (const group of groups) {
      const members = group.map((w) => w.normalize('NFKC').toLowerCase().trim()).filter((w) => normaliseWord(w));
      const keys = members.flatMap((m) => {
        const n = normaliseWord(m);
        return CJK.test(n) ? [n, ...everydayBase(n), pinyinOf(n)] : [n];
      });
      for (const key of keys) {
        const set = this.byWord.get(key) ?? new Set<string>();
        for (const m of members) set.add(m);
        this.byWord.set(key, set);
      }
    }
  }

  /** The words that mean the same as `word` (itself included when it is in a group). */
  of(word: string): string[] {
    const n = normaliseWord(word);
    const found = this.byWord.get(n) ?? (/^[a-z]{3,}s$/.test(n) ? this.byWord.get(n.slice(0, -1)) : undefined);
    return found ? [...found] : [];
  }
}

const NO_SYNONYMS = new Synonyms([]);

// --- pinyin ------------------------------------------------------------------------------------------------

/** The toneless pinyin of Chinese text, syllables run together ("沙发" -> "shafa"). */
export function pinyinOf(text: string): string {
  return pinyin(text, { toneType: 'none', type: 'array', v: true }).join('').toLowerCase().replace(STRIP, '');
}

/**
 * Terms to index for a title: its terms (indexTerms) and the pinyin of its words and of every two characters
 * running together, so "shafa" or "canzhuo" finds 沙发 and 餐桌 even inside a longer compound.
 */
export function titleTerms(title: string): string {
  const terms = new Set(indexTerms(title).split(' ').filter(Boolean));
  for (const w of words(title)) if (CJK.test(w)) terms.add(pinyinOf(w));
  for (const run of title.normalize('NFKC').match(CJK_RUN) ?? []) {
    const syllables = pinyin(run, { toneType: 'none', type: 'array', v: true });
    for (let i = 0; i + 1 < syllables.length; i++) terms.add(`${syllables[i]}${syllables[i + 1]}`.toLowerCase());
  }
  terms.delete('');
  return [...terms].join(' ');
}
