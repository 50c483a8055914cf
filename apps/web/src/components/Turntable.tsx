/** An image model: photos taken around an object, shown as a 360° turntable (drag or swipe to turn). */
import { useEffect, useRef, useState } from 'react';
import styles from './Turntable.module.css';

/** The frame shown after dragging `dx` pixels from `start` (one full turn per `turnWidth` pixels). */
export function frameAfterDrag(start: number, dx: number, count: number, turnWidth: number): number {
  if (count <= 0) return 0;
  const step = Math.round((dx / Math.max(1, turnWidth)) * count);
  return (((start - step) % count) + count) % count;
}

export function Turntable({ photos, title, className }: { photos: string[]; title: string; className?: string }) {
  const [frame, setFrame] = useState(0);
  const [progress, setProgress] = useState<{ of: string[]; n: number }>({ of: photos, n: 0 });
  const loaded = progress.of === photos ? progress.n : 0;
  const [spinning, setSpinning] = useState(true);
  const drag = useRef<{ x: number; frame: number } | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const count = photos.length;

  // Preload every photo so turning never waits.
  useEffect(() => {
    let alive = true;
    for (const src of photos) {
      const img = new Image();
      img.onload = img.onerror = () => {
        if (alive) setProgress((p) => (p.of === photos ? { of: photos, n: p.n + 1 } : { of: photos, n: 1 }));
      };
      img.src = src;
    }
    return () => {
      alive = false;
    };
  }, [photos]);

  useEffect(() => {
    if (!spinning || count < 2 || loaded < count) return;
    const timer = setInterval(() => setFrame((f) => (f + 1) % count), Math.max(60, 4000 / count));
    return () => clearInterval(timer);
  }, [spinning, count, loaded]);

  if (count === 0) return <div className={`${styles.turntable} ${className ?? ''}`}>暂无照片</div>;
  return (
    <div
      ref={box}
      className={`${styles.turntable} ${className ?? ''}`}
      role="img"
      aria-label={`${title}（360° 展示，左右拖动旋转）`}
      onPointerDown={(e) => {
        setSpinning(false);
        drag.current = { x: e.clientX, frame };
        (e.target as HTMLElement).setPointerCapture?.(e.pointerId);
      }}
      onPointerMove={(e) => {
        if (!drag.current) return;
        const width = box.current?.clientWidth ?? 600;
        setFrame(frameAfterDrag(drag.current.frame, e.clientX - drag.current.x, count, width * 1.5));
      }}
      onPointerUp={() => {
        drag.current = null;
      }}
      onPointerCancel={() => {
        drag.current = null;
      }}
      onDoubleClick={() => setSpinning((s) => !s)}
    >
      {photos.map((src, i) => (
        <img key={src} src={src} alt="" style={{ visibility: i === frame ? 'visible' : 'hidden' }} draggable={false} />
      ))}
      <span className={styles.turntableHint}>
        {loaded < count
          ? `正在加载照片 ${loaded}/${count}`
          : spinning
            ? '自动旋转中 · 拖动可手动旋转'
            : '左右拖动旋转 · 双击自动旋转'}
      </span>
    </div>
  );
}
