/**
 * The server draws a first screen into the HTML of some pages on phones (#boot-preview, see
 * apps/server/src/modules/library/pagePreview.ts) so they show before the scripts run. It lies over the app; the
 * page it stands for removes it once its own content (or its error) is on screen.
 */
import { useEffect } from 'react';

export function dismissBootPreview(): void {
  document.getElementById('boot-preview')?.remove();
}

/** Removes the server's first screen once `shown` turns true. */
export function useBootPreviewDone(shown: boolean): void {
  useEffect(() => {
    if (shown) dismissBootPreview();
  }, [shown]);
}
