/** The compilation editor of desktop and phone: its draft, the candidates' search, saving and deleting. */
import type { CompilationView } from '@moxing/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { compilationApi, useCandidates, useCompilationMutation } from './api';
import { compilationBody, draftOf, entries, type CompilationDraft, type EntryDraft } from './compilationEdit';

export function useCompilationEditor(compilation: CompilationView | undefined) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<CompilationDraft>(() => draftOf(compilation));
  const [kind, setKind] = useState<'model' | 'show'>('model');
  const [keyword, setKeyword] = useState('');
  const candidates = useCandidates(kind, keyword);
  const set = (patch: Partial<CompilationDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const save = useCompilationMutation(() => compilationApi.save(compilationBody(draft, compilation?.id)));
  const remove = useCompilationMutation(() => compilationApi.remove(compilation?.id ?? 0));
  return {
    draft,
    set,
    kind,
    setKind,
    setKeyword,
    candidates,
    has: (e: Pick<EntryDraft, 'kind' | 'ref'>) => entries.has(draft.entries, e),
    add: (e: EntryDraft) => set({ entries: entries.add(draft.entries, e) }),
    removeAt: (i: number) => set({ entries: entries.remove(draft.entries, i) }),
    move: (i: number, by: -1 | 1) => set({ entries: entries.move(draft.entries, i, by) }),
    /** Saves; a new one's editor moves to its own address. */
    save: async () => {
      const { id } = await save.mutateAsync(undefined);
      if (!compilation) void navigate(`/show?tab=compilations&compilation=${id}`, { replace: true });
      return id;
    },
    saving: save.isPending,
    remove: async () => {
      await remove.mutateAsync(undefined);
      void navigate('/show?tab=compilations', { replace: true });
    },
  };
}
