/**
 * A page opened from a shared link (`?from=<sharer id>`, lib/share.ts): the visit is told to the server once the
 * visitor is signed in (it counts for the sharer's "share" day task once per visitor and day). A visitor who signs in
 * only later still counts: the sharer is kept for the browser tab until then.
 */
import { pointsCalls } from '@moxing/shared/calls';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { callApi } from '../../api/client';
import { sharerIn } from '../../lib/share';
import { useSession } from '../../stores/session';

const KEY = 'moxing.sharer';

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked
  }
}

export function useShareVisit(): void {
  const { search } = useLocation();
  const userId = useSession((s) => s.userId);
  useEffect(() => {
    const store = tabStorage();
    const kept = Number(store?.getItem(KEY));
    const sharer = sharerIn(search) ?? (Number.isSafeInteger(kept) && kept > 0 ? kept : null);
    if (sharer === null) return;
    if (!userId) {
      store?.setItem(KEY, String(sharer));
      return;
    }
    store?.removeItem(KEY);
    // The sharer's own visits never count (the server says so too).
    if (sharer === userId) return;
    // A bonus for someone else: nothing for the visitor to see or retry.
    callApi(pointsCalls.shareVisit, { body: { from: sharer } }, { silent: true }).catch(() => undefined);
  }, [search, userId]);
}
