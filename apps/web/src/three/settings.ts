/**
 * Viewer settings without zod: the defaults of packages/shared's `viewerSettings` schema (a unit test keeps them
 * equal) and merging of a saved record with page options (embed ?autospin=1&transparent=1 ...).
 */
import type { ViewerSettings } from '@moxing/shared';
import { groupDigits } from '../lib/number';

export type ViewMode = ViewerSettings['view'];
export type EnvironmentName = ViewerSettings['environment'];
export type BackgroundSetting = ViewerSettings['background'];
export type CameraSetting = NonNullable<ViewerSettings['camera']>;

export const DEFAULT_VIEWER_SETTINGS: ViewerSettings = {
  camera: null,
  background: { type: 'color', color: '#f5f6f8', color2: null },
  environment: 'studio',
  exposure: 1,
  autoRotate: false,
  autoRotateSpeed: 1,
  shadow: true,
  view: 'normal',
};

export interface ViewerOverrides {
  autoRotate?: boolean;
  transparent?: boolean;
}

/** A saved record (or none) completed with the defaults, then the page's overrides applied. */
export function resolveSettings(
  saved: Partial<ViewerSettings> | null | undefined,
  overrides: ViewerOverrides = {},
): ViewerSettings {
  const merged: ViewerSettings = { ...DEFAULT_VIEWER_SETTINGS, ...(saved ?? {}) };
  merged.background = { ...DEFAULT_VIEWER_SETTINGS.background, ...(saved?.background ?? {}) };
  if (overrides.autoRotate !== undefined) merged.autoRotate = overrides.autoRotate;
  if (overrides.transparent) merged.background = { type: 'transparent', color: null, color2: null };
  return merged;
}

/** The CSS background behind the (always transparent) WebGL canvas. */
export function backgroundCss(bg: BackgroundSetting): string {
  if (bg.type === 'transparent') return 'transparent';
  if (bg.type === 'gradient' && bg.color && bg.color2) return `linear-gradient(180deg, ${bg.color} 0%, ${bg.color2} 100%)`;
  return bg.color ?? DEFAULT_VIEWER_SETTINGS.background.color ?? '#f5f6f8';
}

/** Relative luminance 0..1 of #rrggbb (for choosing light or dark overlay text on the background). */
export function luminance(hex: string | null | undefined): number {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex ?? '');
  if (!m) return 1;
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => {
    const c = parseInt(h ?? '0', 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Is the background dark (overlay text and icons should be light)? */
export function isDarkBackground(bg: BackgroundSetting): boolean {
  if (bg.type === 'transparent') return false;
  const top = luminance(bg.color);
  const bottom = bg.type === 'gradient' ? luminance(bg.color2) : top;
  return (top + bottom) / 2 < 0.25;
}

/** Dimensions in millimetres as 长 × 宽 × 高 (x, z, y of a Y-up model). */
export function formatDimensions(bboxMm: { x: number; y: number; z: number }): string {
  const f = (n: number) => (n >= 100 ? groupDigits(n) : n >= 10 ? n.toFixed(1) : n.toFixed(2));
  return `${f(bboxMm.x)} × ${f(bboxMm.z)} × ${f(bboxMm.y)} mm`;
}

/** Embed and full-window options read from the address (?autostart=0&autospin=1&transparent=1&ui=0). */
export interface EmbedOptions {
  autostart: boolean;
  autospin: boolean | undefined;
  transparent: boolean;
  ui: boolean;
}

function flag(params: URLSearchParams, name: string): boolean | undefined {
  const v = params.get(name);
  if (v === null) return undefined;
  return v === '' || v === '1' || v === 'true' || v === 'yes';
}

export function parseEmbedOptions(search: string): EmbedOptions {
  const params = new URLSearchParams(search);
  return {
    autostart: flag(params, 'autostart') ?? true,
    autospin: flag(params, 'autospin'),
    transparent: flag(params, 'transparent') ?? false,
    ui: !(flag(params, 'hideui') ?? false) && (flag(params, 'ui') ?? true),
  };
}

/** The query string of an embed address for these options (only what differs from the defaults). */
export function embedQuery(modelCode: string, options: Partial<EmbedOptions>): string {
  const params = new URLSearchParams({ modelCode });
  if (options.autostart === false) params.set('autostart', '0');
  if (options.autospin) params.set('autospin', '1');
  if (options.transparent) params.set('transparent', '1');
  if (options.ui === false) params.set('ui', '0');
  return params.toString();
}
