import { useCallback, useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { findShowTemplate, type ShowScene } from '@moxing/shared';
import { ShowroomEngine, type ShowMode } from './engine';
import { createMusic, type Music } from './music';
import styles from './showroom.module.css';

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

const HINT_KEY = 'showroom-hint-seen';
const MODES: { mode: ShowMode; label: string; aria: string }[] = [
  { mode: 'walk', label: '漫游', aria: '漫游模式：自由行走' },
  { mode: 'overview', label: '俯瞰', aria: '俯瞰模式：从上方查看整个展厅' },
  { mode: 'tour', label: '导览', aria: '自动导览：依次参观每个展位' },
];

function hintSeen(): boolean {
  try {
    return localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return true;
  }
}

/** The touch joystick (bottom left): reports a direction of length at most 1. */
function Joystick({ onMove }: { onMove: (x: number, y: number) => void }) {
  const [knob, setKnob] = useState({ x: 0, y: 0 });
  const origin = useRef<{ id: number; x: number; y: number } | null>(null);
  const RADIUS = 44;
  const move = (e: ReactPointerEvent) => {
    const o = origin.current;
    if (!o || o.id !== e.pointerId) return;
    let dx = e.clientX - o.x;
    let dy = e.clientY - o.y;
    const d = Math.hypot(dx, dy);
    if (d > RADIUS) {
      dx = (dx / d) * RADIUS;
      dy = (dy / d) * RADIUS;
    }
    setKnob({ x: dx, y: dy });
    onMove(dx / RADIUS, -dy / RADIUS);
  };
  const end = () => {
    origin.current = null;
    setKnob({ x: 0, y: 0 });
    onMove(0, 0);
  };
  return (
    <div
      className={styles.joystick}
      role="slider"
      aria-label="移动摇杆：按住拖动前后左右行走"
      aria-valuenow={0}
      onPointerDown={(e) => {
        const rect = e.currentTarget.getBoundingClientRect();
        origin.current = { id: e.pointerId, x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
        e.currentTarget.setPointerCapture(e.pointerId);
        move(e);
      }}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={end}
    >
      <div className={styles.knob} style={{ transform: `translate(${knob.x}px, ${knob.y}px)` }} />
    </div>
  );
}

export default function ShowroomViewer({ scene, initialMode = 'walk', preview = false, className }: ShowroomViewerProps) {
  const host = useRef<HTMLDivElement>(null);
  const engine = useRef<ShowroomEngine | null>(null);
  const [mode, setMode] = useState<ShowMode>(initialMode);
  const [progress, setProgress] = useState({ settled: 0, total: scene.placements.length });
  const [picked, setPicked] = useState<number | null>(null);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Through a ref: the engine's constructor runs inside the effect, its failure is an outside event.
  const fail = useRef(setError);
  const music = useMemo(() => createMusic(scene.music), [scene.music]);
  const [playingFor, setPlayingFor] = useState<Music | null>(null);
  const playing = music !== null && playingFor === music;
  const [hint, setHint] = useState(() => !hintSeen());
  const [coarse] = useState(() => typeof window !== 'undefined' && window.matchMedia('(pointer: coarse)').matches);
  const template = findShowTemplate(scene.template);

  useEffect(() => {
    if (!host.current || !template) return;
    let created: ShowroomEngine;
    try {
      created = new ShowroomEngine(host.current, scene, template, {
        onProgress: (settled, total) => setProgress({ settled, total }),
        onPick: setPicked,
        onMode: setMode,
        onFirstFrame: () => setReady(true),
      });
    } catch {
      fail.current('您的浏览器或设备不支持 WebGL，无法进入 3D 展厅');
      return;
    }
    engine.current = created;
    if (initialMode !== 'walk') created.setMode(initialMode);
    return () => {
      created.dispose();
      engine.current = null;
    };
  }, [scene, template, initialMode]);

  useEffect(() => () => music?.dispose(), [music]);

  const closeHint = useCallback(() => {
    setHint(false);
    try {
      localStorage.setItem(HINT_KEY, '1');
    } catch {
      // private mode: the hint shows again next time
    }
  }, []);

  const toggleMusic = () => {
    if (!music) return;
    if (playing) {
      music.pause();
      setPlayingFor(null);
    } else {
      music.play().then(
        () => setPlayingFor(music),
        () => setPlayingFor(null),
      );
    }
  };

  const placement = picked === null ? null : scene.placements.find((p) => p.slot === picked);
  const target = preview ? '_blank' : undefined;

  if (!template) return <div className={`${styles.root} ${className ?? ''}`}>这个展厅的模板已不存在，无法显示。</div>;

  return (
    <div className={`${styles.root} ${className ?? ''}`} data-mode={mode} data-ready={ready ? 'true' : 'false'}>
      <div ref={host} className={styles.canvasHost} data-testid="showroom-canvas" />
      {error && <div className={styles.error}>{error}</div>}
      {!ready && !error && <div className={styles.loading}>正在布置展厅…</div>}

      <div className={styles.topBar}>
        <div className={styles.modes} role="group" aria-label="浏览方式">
          {MODES.map((m) => (
            <button
              key={m.mode}
              type="button"
              className={m.mode === mode ? styles.modeOn : styles.mode}
              aria-label={m.aria}
              aria-pressed={m.mode === mode}
              onClick={() => engine.current?.setMode(m.mode)}
            >
              {m.label}
            </button>
          ))}
        </div>
        {scene.music.type !== 0 && (
          <button
            type="button"
            className={styles.round}
            aria-label={playing ? '关闭背景音乐' : '开启背景音乐'}
            aria-pressed={playing}
            onClick={toggleMusic}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M4 9v6h4l5 4V5L8 9H4z" fill="currentColor" />
              {playing ? (
                <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" stroke="currentColor" strokeWidth="2" fill="none" />
              ) : (
                <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" strokeWidth="2" />
              )}
            </svg>
          </button>
        )}
      </div>

      {progress.total > 0 && progress.settled < progress.total && (
        <div className={styles.progress} role="status">
          模型加载中 {progress.settled}/{progress.total}
        </div>
      )}
      {progress.total === 0 && ready && <div className={styles.progress}>这个展厅还没有摆放模型</div>}

      {hint && ready && (
        <div className={coarse ? styles.hintTop : styles.hint} role="note">
          <p>{coarse ? '左下角摇杆行走，拖动画面环顾四周' : 'W A S D 或方向键行走，拖动鼠标环顾，点击地面走过去'}</p>
          <p>点击展品查看详情；右上角可切换俯瞰与自动导览</p>
          <button type="button" onClick={closeHint}>
            知道了
          </button>
        </div>
      )}

      {coarse && mode === 'walk' && <Joystick onMove={(x, y) => engine.current?.setStick(x, y)} />}

      {placement && (
        <aside className={styles.panel} aria-label={`展品：${placement.title}`}>
          <button type="button" className={styles.close} aria-label="关闭展品详情" onClick={() => setPicked(null)}>
            ×
          </button>
          {placement.cover && <img className={styles.cover} src={placement.cover} alt="" />}
          <h2 className={styles.title}>{placement.title}</h2>
          <p className={styles.price}>{placement.priceText}</p>
          {placement.description && <p className={styles.description}>{placement.description}</p>}
          <div className={styles.links}>
            <a href={placement.pageUrl} target={target} rel={target ? 'noopener' : undefined}>
              查看模型详情
            </a>
            {!placement.free && placement.price > 0 && (
              <a
                className={styles.buy}
                href={`/confirmOrder?modelCode=${encodeURIComponent(placement.modelCode)}`}
                target={target}
                rel={target ? 'noopener' : undefined}
              >
                购买
              </a>
            )}
          </div>
        </aside>
      )}
    </div>
  );
}
