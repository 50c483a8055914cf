/**
 * The server draws a first screen into the HTML of some pages on phones (#boot-preview, see
 * apps/server/src/modules/library/pagePreview.ts) so they show before the scripts run. It lies over the app; the
 * page it stands for removes it once its own content (or its error) is on screen.
 */
import { useLayoutEffect } from 'react';

export function dismissBootPreview(): void {
  document.getElementById('boot-preview')?.remove();
}

/** Removes the server's first screen once `shown` turns true, before the page's own content is painted beside it. */
export function useBootPreviewDone(shown: boolean): void {
  useLayoutEffect(() => {
    if (shown) dismissBootPreview();
  }, [shown]);
}
