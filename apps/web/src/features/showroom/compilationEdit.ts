/** The compilation editor's state and its pure edits (unit-tested), shared by the desktop and phone editors. */
import type { CompilationItemKind, CompilationView, SaveCompilationBody } from '@moxing/shared';

/** An entry as the editor shows it. */
export interface EntryDraft {
  kind: CompilationItemKind;
  ref: string;
  title: string;
  cover: string | null;
  note: string;
}

export interface CompilationDraft {
  title: string;
  description: string;
  isPublic: boolean;
  coverFileId: string | null;
  entries: EntryDraft[];
}

export function draftOf(c: CompilationView | undefined): CompilationDraft {
  return {
    title: c?.title ?? '',
    description: c?.description ?? '',
    isPublic: c?.isPublic ?? true,
    coverFileId: c?.coverFileId ?? null,
    entries: (c?.items ?? []).map(({ kind, ref, title, cover, note }) => ({ kind, ref, title, cover, note })),
  };
}

const same = (a: Pick<EntryDraft, 'kind' | 'ref'>, b: Pick<EntryDraft, 'kind' | 'ref'>) => a.kind === b.kind && a.ref === b.ref;

export const entries = {
  has: (list: EntryDraft[], e: Pick<EntryDraft, 'kind' | 'ref'>) => list.some((x) => same(x, e)),
  /** Added at the end, once. */
  add: (list: EntryDraft[], e: EntryDraft) => (list.some((x) => same(x, e)) ? list : [...list, e]),
  remove: (list: EntryDraft[], index: number) => list.filter((_, i) => i !== index),
  /** One place up (-1) or down (+1); the ends stay. */
  move(list: EntryDraft[], index: number, by: -1 | 1): EntryDraft[] {
    const to = index + by;
    if (to < 0 || to >= list.length) return list;
    const next = [...list];
    [next[index], next[to]] = [next[to]!, next[index]!];
    return next;
  },
};

export function compilationBody(d: CompilationDraft, id?: number): SaveCompilationBody {
  return {
    ...(id ? { id } : {}),
    title: d.title,
    description: d.description,
    coverFileId: d.coverFileId,
    isPublic: d.isPublic,
    items: d.entries.map((e) => ({ kind: e.kind, ref: e.ref })),
  };
}
