/**
 * Where a model is shown: the cover at once (no three.js needed), then the viewer chunk and the model with a
 * progress bar, the watermark and the logo on top. Imports nothing from three.js: ViewerCore is a lazy chunk.
 */
import type { ViewerLogo, ViewerSettings } from '@moxing/shared';
import { Suspense, lazy, useCallback, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { LogoMark } from '../components/layout/Logo';
import { loadChunk } from '../lib/chunk';
import { Play3dIcon } from './icons';
import type { ModelViewer } from './ModelViewer';
import { backgroundCss, isDarkBackground, resolveSettings, type ViewerOverrides } from './settings';
import styles from './viewer.module.css';

const ViewerCore = lazy(() => loadChunk(() => import('./ViewerCore')));

export type { ModelViewer };

export interface ModelStageProps {
  title: string;
  /** web GLB */
  web: string | null;
  /** lightweight GLB for phones */
  light?: string | null;
  cover?: string | null;
  /** How the cover meets a stage of another shape: whole with bands (default), or filling it with its sides cropped (a tall phone stage). */
  coverFit?: 'contain' | 'cover';
  /** prefer the lightweight GLB (phones) */
  preferLight?: boolean;
  settings?: Partial<ViewerSettings> | null;
  overrides?: ViewerOverrides;
  dimensionsMm?: { x: number; y: number; z: number } | null;
  watermark?: { show: boolean; text: string | null } | null;
  /** The owner's logo or the platform's mark, in a corner; not drawn when the UI is hidden (embeds with ui=0). */
  logo?: ViewerLogo | null;
  /** false: show the cover with a play button until clicked */
  autostart?: boolean;
  ui?: boolean;
  headers?: Record<string, string>;
  className?: string;
  style?: CSSProperties;
  onReady?: (viewer: ModelViewer) => void;
  /** Shown instead of the viewer (e.g. a password prompt) on top of the cover. */
  overlay?: ReactNode;
}

type Phase = 'idle' | 'chunk' | 'download' | 'ready' | 'error';

export function pickModelUrl(web: string | null, light: string | null | undefined, preferLight: boolean): string | null {
  if (preferLight && light) return light;
  return web ?? light ?? null;
}

/** The logo in its corner: a link (new tab) when it has one. */
export function LogoOverlay({ logo }: { logo: ViewerLogo }) {
  const body =
    logo.source === 'custom' && logo.image ? (
      <img src={logo.image} alt="品牌 Logo" draggable={false} />
    ) : (
      <>
        <LogoMark size={20} />
        <span>{logo.text ?? '模型星球'}</span>
      </>
    );
  const className = logo.source === 'custom' ? styles.logo : `${styles.logo} ${styles.logoPlatform}`;
  if (!logo.link) {
    return (
      <span className={className} data-pos={logo.position}>
        {body}
      </span>
    );
  }
  return (
    <a
      className={className}
      data-pos={logo.position}
      href={logo.link}
      target="_blank"
      rel={logo.source === 'custom' ? 'noopener noreferrer nofollow' : 'noopener'}
      title={logo.source === 'custom' ? '访问品牌主页' : '在模型星球查看'}
      onPointerDown={(e) => e.stopPropagation()}
    >
      {body}
    </a>
  );
}

export function ModelStage(props: ModelStageProps) {
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const [started, setStarted] = useState(props.autostart ?? true);
  const [phase, setPhase] = useState<Phase>(started ? 'chunk' : 'idle');
  const [percent, setPercent] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [fullWindow, setFullWindow] = useState(false);
  const url = pickModelUrl(props.web, props.light, props.preferLight ?? false);
  const { settings: saved, overrides } = props;
  const overrideKey = JSON.stringify(overrides ?? {});
  // eslint-disable-next-line react-hooks/exhaustive-deps -- overrides compared by value
  const settings = useMemo(() => resolveSettings(saved, overrides), [saved, overrideKey]);
  const ui = props.ui ?? true;

  const onProgress = useCallback((p: number) => {
    setPhase('download');
    setPercent(p);
  }, []);
  const onLoaded = useCallback(() => setPhase('ready'), []);
  const onError = useCallback((message: string) => {
    setError(message);
    setPhase('error');
  }, []);

  const wm = props.watermark?.show ? props.watermark.text || '模型星球' : null;
  const dark = isDarkBackground(settings.background);
  const className = [styles.stage, fullWindow ? styles.fullWindow : '', props.className ?? ''].filter(Boolean).join(' ');
  const shown = phase === 'ready';
  const barPercent = phase === 'chunk' ? 4 : phase === 'download' ? 5 + Math.round(percent * 0.9) : 100;

  return (
    <div
      ref={setStage}
      className={className}
      style={{ background: backgroundCss(settings.background), ...props.style }}
      data-dark={dark ? '1' : '0'}
      data-phase={phase}
    >
      {started && url && !props.overlay ? (
        <Suspense fallback={null}>
          <ViewerCore
            key={`${url}#${attempt}`}
            url={url}
            headers={props.headers}
            settings={settings}
            dimensionsMm={props.dimensionsMm}
            ui={ui}
            lowPower={props.preferLight}
            title={props.title}
            watermarkText={wm}
            stage={stage}
            onFullWindow={setFullWindow}
            onProgress={onProgress}
            onLoaded={onLoaded}
            onError={onError}
            onReady={props.onReady}
          />
        </Suspense>
      ) : null}
      {props.cover ? (
        <img
          className={[styles.cover, props.coverFit === 'cover' ? styles.coverFill : '', shown ? styles.coverHidden : '']
            .filter(Boolean)
            .join(' ')}
          style={{ zIndex: 1 }}
          src={props.cover}
          alt={props.title}
          fetchPriority="high"
          decoding="async"
          draggable={false}
        />
      ) : null}
      {props.overlay ? <div style={{ position: 'absolute', inset: 0, zIndex: 5 }}>{props.overlay}</div> : null}
      {!props.overlay && !started ? (
        <button
          type="button"
          className={styles.start}
          style={{ zIndex: 2 }}
          onClick={() => {
            setStarted(true);
            setPhase('chunk');
          }}
        >
          <Play3dIcon />
          <span>点击查看 3D 模型</span>
        </button>
      ) : null}
      {!props.overlay && started && !url ? (
        <div className={styles.error} style={{ zIndex: 2 }} role="status">
          该模型暂时没有可供预览的 3D 文件
        </div>
      ) : null}
      {!props.overlay && started && url && (phase === 'chunk' || phase === 'download') ? (
        <div
          className={styles.progress}
          style={{ zIndex: 2 }}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={barPercent}
          aria-label="模型加载进度"
        >
          {phase === 'chunk' ? '正在启动 3D 查看器…' : `正在加载模型 ${percent}%`}
          <div className={styles.track}>
            <div className={styles.bar} style={{ width: `${barPercent}%` }} />
          </div>
        </div>
      ) : null}
      {phase === 'error' && error ? (
        <div className={styles.error} style={{ zIndex: 2 }} role="alert">
          {error}
          <br />
          <button
            type="button"
            onClick={() => {
              setError(null);
              setPhase('chunk');
              setPercent(0);
              setAttempt((a) => a + 1);
            }}
          >
            重新加载
          </button>
        </div>
      ) : null}
      {ui && props.logo ? <LogoOverlay logo={props.logo} /> : null}
      {wm ? (
        <div className={styles.watermark} aria-hidden="true">
          {Array.from({ length: 24 }, (_, i) => (
            <span key={i}>{wm}</span>
          ))}
        </div>
      ) : null}
    </div>
  );
}
