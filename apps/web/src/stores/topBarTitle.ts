/**
 * A title a page gives the phone's top bar once it knows it (a model's own title), in place of its route's fixed
 * one: the shell draws the bar, the page knows the title.
 */
import { useEffect } from 'react';
import { create } from 'zustand';

const store = create<{ title: string | null }>(() => ({ title: null }));

/** For the shell: the title the shown page asked for, or null for the route's own. */
export const useTopBarTitle = () => store((s) => s.title);

/** While the calling page is shown the top bar says `title`; null or undefined (still loading) keeps the route's. */
export function useSetTopBarTitle(title: string | null | undefined) {
  useEffect(() => {
    store.setState({ title: title ?? null });
    return () => store.setState({ title: null });
  }, [title]);
}
