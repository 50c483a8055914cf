/** The walk viewer, loaded lazily (three.js stays out of every other page), inside a frame the pages and tests find. */
import type { ShowScene } from '@moxing/shared';
import { lazy, Suspense } from 'react';
import styles from './showroom.module.css';

// Requested when a page that shows the viewer loads, beside the show's own calls, not once its scene has arrived.
const viewerCode = import('../../three/showroom/ShowroomViewer');
const ShowroomViewer = lazy(() => viewerCode);

export function ViewerFrame({ scene, preview, className }: { scene: ShowScene; preview?: boolean; className?: string }) {
  return (
    <div data-testid="showroom-viewer" className={`${styles.viewer} ${className ?? ''}`}>
      <Suspense fallback={<div className={styles.viewerLoading}>正在载入展厅…</div>}>
        <ShowroomViewer scene={scene} preview={preview} className={styles.viewerInner} />
      </Suspense>
    </div>
  );
}
