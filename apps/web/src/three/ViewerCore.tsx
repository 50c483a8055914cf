/**
 * The viewer chunk (three.js): the canvas, the ModelViewer behind it and the toolbar. Loaded lazily by
 * ModelStage; nothing outside src/three imports this file statically.
 */
import type { ViewerSettings } from '@moxing/shared';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useViewerPresets } from '../features/library';
import { progressPercent } from './fit';
import {
  BackgroundIcon,
  CameraIcon,
  CollapseIcon,
  CubeIcon,
  ExpandIcon,
  HomeIcon,
  PauseIcon,
  PlayIcon,
  RotateIcon,
  RulerIcon,
  SunIcon,
} from './icons';
import { ModelViewer, WebGLUnavailableError, type LoadedModel } from './ModelViewer';
import { ModelLoadError } from './loaders';
import { backgroundCss, formatDimensions, type BackgroundSetting, type EnvironmentName, type ViewMode } from './settings';
import styles from './viewer.module.css';

export interface ViewerCoreProps {
  url: string;
  headers?: Record<string, string>;
  settings: ViewerSettings;
  /** bounding box in millimetres from the model's stats */
  dimensionsMm?: { x: number; y: number; z: number } | null;
  ui: boolean;
  /** phones: lighter rendering settings */
  lowPower?: boolean;
  title: string;
  watermarkText?: string | null;
  /** The element to show full screen (the stage, with cover and watermark). */
  stage: HTMLElement | null;
  onFullWindow: (on: boolean) => void;
  /** 0-100 while downloading; the stage maps it onto its bar. */
  onProgress: (percent: number) => void;
  onLoaded: (info: LoadedModel) => void;
  onError: (message: string) => void;
  onReady?: (viewer: ModelViewer) => void;
}

const VIEW_LABELS: Record<ViewMode, string> = { normal: '标准', wireframe: '线框', texture: '纹理' };

type MenuName = 'environment' | 'background' | 'view' | 'animation' | null;

function Tool({
  label,
  on = false,
  onClick,
  children,
  menu,
}: {
  label: string;
  on?: boolean;
  onClick: () => void;
  children: ReactNode;
  menu?: ReactNode;
}) {
  return (
    <div style={{ position: 'relative' }}>
      <button
        type="button"
        className={on ? `${styles.tool} ${styles.toolOn}` : styles.tool}
        onClick={onClick}
        title={label}
        aria-label={label}
        aria-pressed={on}
      >
        {children}
      </button>
      {menu}
    </div>
  );
}

function Menu({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.menu} role="menu" aria-label={title} onPointerDown={(e) => e.stopPropagation()}>
      <div className={styles.menuTitle}>{title}</div>
      {children}
    </div>
  );
}

function MenuItem({ on, onClick, children }: { on: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      role="menuitemradio"
      aria-checked={on}
      className={on ? `${styles.menuItem} ${styles.menuItemOn}` : styles.menuItem}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function sameBackground(a: BackgroundSetting, b: { type: string; color: string | null; color2: string | null }): boolean {
  return a.type === b.type && (a.color ?? null) === b.color && (a.color2 ?? null) === b.color2;
}

function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export default function ViewerCore(props: ViewerCoreProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const labelX = useRef<HTMLSpanElement>(null);
  const labelY = useRef<HTMLSpanElement>(null);
  const labelZ = useRef<HTMLSpanElement>(null);
  const [viewer, setViewer] = useState<ModelViewer | null>(null);
  const [ready, setReady] = useState(false);
  const [animations, setAnimations] = useState<string[]>([]);
  const [, setTick] = useState(0);
  const [menu, setMenu] = useState<MenuName>(null);
  const [dims, setDims] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [toast, setToast] = useState<string | null>(null);
  const presets = useViewerPresets(props.ui && menu !== null);
  const refresh = () => setTick((t) => t + 1);

  // The latest callbacks without re-running the loading effect.
  const callbacks = useRef(props);
  useEffect(() => {
    callbacks.current = props;
  });

  const { url, headers } = props;
  const headerKey = JSON.stringify(headers ?? {});
  useEffect(() => {
    const canvas = canvasRef.current;
    const container = containerRef.current;
    if (!canvas || !container) return;
    const controller = new AbortController();
    let instance: ModelViewer;
    try {
      instance = new ModelViewer(canvas, container, callbacks.current.settings, { lowPower: callbacks.current.lowPower });
    } catch (e) {
      callbacks.current.onError(e instanceof WebGLUnavailableError ? e.message : '3D 查看器启动失败，请刷新页面重试');
      return;
    }
    setViewer(instance);
    setReady(false);
    instance
      .load(url, {
        signal: controller.signal,
        headers: JSON.parse(headerKey) as Record<string, string>,
        onProgress: ({ loaded, total }) => callbacks.current.onProgress(progressPercent(loaded, total)),
      })
      .then(
        (info) => {
          if (controller.signal.aborted) return;
          setAnimations(info.animations);
          setReady(true);
          callbacks.current.onLoaded(info);
          callbacks.current.onReady?.(instance);
          if (info.animations.length > 0) {
            instance.playAnimation(0);
            refresh();
          }
        },
        (e: unknown) => {
          if (controller.signal.aborted) return;
          if (e instanceof ModelLoadError && e.kind === 'aborted') return;
          callbacks.current.onError(e instanceof Error ? e.message : '模型加载失败');
        },
      );
    return () => {
      controller.abort();
      instance.dispose();
      setViewer(null);
    };
  }, [url, headerKey]);

  // Settings changed by the page (the owner's editor): apply them live, keeping the camera.
  const { settings } = props;
  useEffect(() => {
    if (viewer && viewer.settings !== settings) viewer.applySettings(settings);
  }, [viewer, settings]);

  useEffect(() => {
    if (!viewer) return;
    viewer.showDimensions(
      dims && labelX.current && labelY.current && labelZ.current
        ? { x: labelX.current, y: labelY.current, z: labelZ.current }
        : null,
      dims ? (props.dimensionsMm ?? null) : null,
    );
  }, [viewer, dims, props.dimensionsMm, ready]);

  useEffect(() => {
    if (!menu) return;
    const close = () => setMenu(null);
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [menu]);

  useEffect(() => {
    const onChange = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), 2500);
    return () => clearTimeout(timer);
  }, [toast]);

  const toggleFullscreen = () => {
    const stage = props.stage;
    if (!stage) return;
    if (document.fullscreenElement) {
      void document.exitFullscreen();
      return;
    }
    if (fullscreen) {
      setFullscreen(false);
      props.onFullWindow(false);
      return;
    }
    if (stage.requestFullscreen && document.fullscreenEnabled) {
      stage.requestFullscreen().catch(() => {
        setFullscreen(true);
        props.onFullWindow(true);
      });
    } else {
      // iPhone Safari: no element full screen; fill the window instead
      setFullscreen(true);
      props.onFullWindow(true);
    }
  };

  const screenshot = () => {
    if (!viewer) return;
    viewer.screenshot(props.watermarkText).then(
      (blob) => {
        const name = `${props.title.replace(/[\\/:*?"<>|]/g, '_') || '模型截图'}.png`;
        saveBlob(blob, name);
        setToast('截图已保存');
      },
      () => setToast('截图失败，请重试'),
    );
  };

  const s = viewer?.settings ?? props.settings;
  const dimsMm = props.dimensionsMm;
  const toggleMenu = (name: MenuName) => setMenu((m) => (m === name ? null : name));
  const loadingList = <div className={styles.menuTitle}>加载中…</div>;

  return (
    <div ref={containerRef} className={styles.viewport} data-ready={ready ? '1' : '0'}>
      <canvas
        ref={canvasRef}
        className={ready ? `${styles.canvas} ${styles.canvasReady}` : styles.canvas}
        aria-label={`${props.title} 3D 模型`}
      />
      {dims && dimsMm ? (
        <>
          <span ref={labelX} className={styles.dimension}>
            长 {Math.round(dimsMm.x)} mm
          </span>
          <span ref={labelY} className={styles.dimension}>
            高 {Math.round(dimsMm.y)} mm
          </span>
          <span ref={labelZ} className={styles.dimension}>
            宽 {Math.round(dimsMm.z)} mm
          </span>
          <div className={styles.infoChip}>尺寸（长 × 宽 × 高）：{formatDimensions(dimsMm)}</div>
        </>
      ) : null}
      {toast ? (
        <div className={styles.toast} role="status">
          {toast}
        </div>
      ) : null}
      {props.ui && ready && viewer ? (
        <div className={styles.toolbar} role="toolbar" aria-label="3D 查看器工具" onPointerDown={(e) => e.stopPropagation()}>
          <Tool
            label={s.autoRotate ? '停止自动旋转' : '自动旋转'}
            on={s.autoRotate}
            onClick={() => {
              viewer.setAutoRotate(!s.autoRotate);
              refresh();
            }}
          >
            <RotateIcon />
          </Tool>
          <Tool
            label="光照"
            on={menu === 'environment'}
            onClick={() => toggleMenu('environment')}
            menu={
              menu === 'environment' ? (
                <Menu title="环境光照">
                  {presets.data
                    ? presets.data.environments.map((env) => (
                        <MenuItem
                          key={env.value}
                          on={s.environment === env.value}
                          onClick={() => {
                            viewer.setEnvironment(env.value as EnvironmentName);
                            refresh();
                          }}
                        >
                          {env.label}
                        </MenuItem>
                      ))
                    : loadingList}
                </Menu>
              ) : null
            }
          >
            <SunIcon />
          </Tool>
          <Tool
            label="背景"
            on={menu === 'background'}
            onClick={() => toggleMenu('background')}
            menu={
              menu === 'background' ? (
                <Menu title="背景">
                  {presets.data
                    ? presets.data.backgrounds.map((bg) => (
                        <MenuItem
                          key={bg.id}
                          on={sameBackground(s.background, bg)}
                          onClick={() => {
                            viewer.setBackground({ type: bg.type, color: bg.color, color2: bg.color2 });
                            refresh();
                          }}
                        >
                          <span
                            className={bg.type === 'transparent' ? `${styles.swatch} ${styles.swatchTransparent}` : styles.swatch}
                            style={
                              bg.type === 'transparent'
                                ? undefined
                                : { background: backgroundCss({ type: bg.type, color: bg.color, color2: bg.color2 }) }
                            }
                          />
                          {bg.name}
                        </MenuItem>
                      ))
                    : loadingList}
                </Menu>
              ) : null
            }
          >
            <BackgroundIcon />
          </Tool>
          <Tool
            label="显示方式"
            on={menu === 'view' || s.view !== 'normal'}
            onClick={() => toggleMenu('view')}
            menu={
              menu === 'view' ? (
                <Menu title="显示方式">
                  {(Object.keys(VIEW_LABELS) as ViewMode[]).map((mode) => (
                    <MenuItem
                      key={mode}
                      on={s.view === mode}
                      onClick={() => {
                        viewer.setView(mode);
                        refresh();
                      }}
                    >
                      {VIEW_LABELS[mode]}
                    </MenuItem>
                  ))}
                </Menu>
              ) : null
            }
          >
            <CubeIcon />
          </Tool>
          {dimsMm ? (
            <Tool label={dims ? '隐藏尺寸' : '显示尺寸'} on={dims} onClick={() => setDims((d) => !d)}>
              <RulerIcon />
            </Tool>
          ) : null}
          {animations.length > 0 ? (
            <Tool
              label={viewer.isPlaying ? '暂停动画' : '播放动画'}
              on={viewer.isPlaying}
              onClick={() => {
                if (animations.length > 1 && !viewer.isPlaying) {
                  toggleMenu('animation');
                  return;
                }
                if (viewer.isPlaying) viewer.pauseAnimation();
                else viewer.playAnimation(0);
                refresh();
              }}
              menu={
                menu === 'animation' ? (
                  <Menu title="播放动画">
                    {animations.map((name, i) => (
                      <MenuItem
                        key={`${name}-${i}`}
                        on={false}
                        onClick={() => {
                          viewer.playAnimation(i);
                          setMenu(null);
                          refresh();
                        }}
                      >
                        {name}
                      </MenuItem>
                    ))}
                  </Menu>
                ) : null
              }
            >
              {viewer.isPlaying ? <PauseIcon /> : <PlayIcon />}
            </Tool>
          ) : null}
          <span className={styles.sep} />
          <Tool label="复位视角" onClick={() => viewer.resetCamera()}>
            <HomeIcon />
          </Tool>
          <Tool label="截图" onClick={screenshot}>
            <CameraIcon />
          </Tool>
          <Tool label={fullscreen ? '退出全屏' : '全屏'} on={fullscreen} onClick={toggleFullscreen}>
            {fullscreen ? <CollapseIcon /> : <ExpandIcon />}
          </Tool>
        </div>
      ) : null}
    </div>
  );
}
