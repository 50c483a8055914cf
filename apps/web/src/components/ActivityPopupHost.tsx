/** Mounts the post-login activity popup (features/content) once a login switched it on; its chunk loads only then. */
import { lazy, Suspense } from 'react';
import { loadActivityPopup } from '../features/content';
import { loadChunk } from '../lib/chunk';
import { useSession } from '../stores/session';

const ActivityPopup = lazy(() => loadChunk(loadActivityPopup));

export function ActivityPopupHost() {
  const on = useSession((s) => s.activityPopup);
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <ActivityPopup />
    </Suspense>
  );
}
