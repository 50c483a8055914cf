import { LIBRARY_LIMITS, viewerSettings } from '@moxing/shared';
import { describe, expect, it } from 'vitest';
import { COMMENT_MAX } from '../features/library/desktop/Comments';
import { COMMENT_MAX_LENGTH } from '../features/library/limits';
import { frameModel, progressPercent } from './fit';
import {
  DEFAULT_VIEWER_SETTINGS,
  backgroundCss,
  embedQuery,
  formatDimensions,
  isDarkBackground,
  parseEmbedOptions,
  resolveSettings,
} from './settings';

describe('viewer settings', () => {
  it('defaults equal the shared schema defaults', () => {
    expect(DEFAULT_VIEWER_SETTINGS).toEqual(viewerSettings.parse({}));
  });

  it('completes a saved record and applies page overrides', () => {
    const s = resolveSettings(
      { environment: 'night', background: { type: 'color', color: '#000000', color2: null } },
      { autoRotate: true },
    );
    expect(s.environment).toBe('night');
    expect(s.autoRotate).toBe(true);
    expect(s.exposure).toBe(1);
    expect(resolveSettings(null, { transparent: true }).background).toEqual({ type: 'transparent', color: null, color2: null });
  });

  it('paints backgrounds as CSS and knows dark from light', () => {
    expect(backgroundCss({ type: 'color', color: '#112233', color2: null })).toBe('#112233');
    expect(backgroundCss({ type: 'gradient', color: '#ffffff', color2: '#000000' })).toContain('linear-gradient');
    expect(backgroundCss({ type: 'transparent', color: null, color2: null })).toBe('transparent');
    expect(isDarkBackground({ type: 'color', color: '#000000', color2: null })).toBe(true);
    expect(isDarkBackground({ type: 'color', color: '#f5f6f8', color2: null })).toBe(false);
    expect(isDarkBackground({ type: 'gradient', color: '#27314a', color2: '#090c14' })).toBe(true);
  });

  it('formats dimensions as length x width x height of a Y-up model', () => {
    expect(formatDimensions({ x: 2126.47, y: 880.22, z: 892.99 })).toBe('2,126 × 893 × 880 mm');
    expect(formatDimensions({ x: 12.345, y: 3.21, z: 45.6 })).toBe('12.3 × 45.6 × 3.21 mm');
  });
});

describe('embed options', () => {
  it('reads the address options with their defaults', () => {
    expect(parseEmbedOptions('?modelCode=abc123')).toEqual({
      autostart: true,
      autospin: undefined,
      transparent: false,
      ui: true,
    });
    expect(parseEmbedOptions('?autostart=0&autospin=1&transparent=1&ui=0')).toEqual({
      autostart: false,
      autospin: true,
      transparent: true,
      ui: false,
    });
    expect(parseEmbedOptions('?hideui=1').ui).toBe(false);
  });

  it('writes only what differs from the defaults, and reads back the same', () => {
    expect(embedQuery('abc123', { autostart: true, autospin: false, transparent: false, ui: true })).toBe('modelCode=abc123');
    const q = embedQuery('abc123', { autostart: false, autospin: true, transparent: true, ui: false });
    expect(parseEmbedOptions(`?${q}`)).toEqual({ autostart: false, autospin: true, transparent: true, ui: false });
  });
});

describe('camera framing', () => {
  it('keeps the whole model in view at any aspect ratio', () => {
    const size = { x: 2, y: 1, z: 1 };
    for (const aspect of [0.46, 1, 1.78]) {
      const f = frameModel(size, 45, aspect);
      const [px, py, pz] = f.position;
      const [tx, ty, tz] = f.target;
      const distance = Math.hypot(px - tx, py - ty, pz - tz);
      const radius = Math.hypot(2, 1, 1) / 2;
      const vfov = (45 * Math.PI) / 180;
      const hfov = 2 * Math.atan(Math.tan(vfov / 2) * aspect);
      // the bounding sphere's angular radius fits inside half of the narrower field of view
      expect(Math.asin(radius / distance)).toBeLessThanOrEqual(Math.min(vfov, hfov) / 2 + 1e-9);
      expect(f.target[1]).toBeCloseTo(0.5);
      expect(f.near).toBeLessThan(distance - radius);
      expect(f.far).toBeGreaterThan(distance + radius);
    }
  });

  it('reports download progress, creeping when the size is unknown', () => {
    expect(progressPercent(50, 200)).toBe(25);
    expect(progressPercent(300, 200)).toBe(100);
    expect(progressPercent(0, 0)).toBe(0);
    const a = progressPercent(512 * 1024, 0);
    const b = progressPercent(8 * 1024 * 1024, 0);
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(a);
    expect(b).toBeLessThan(90);
  });
});

describe('limits shared with the server', () => {
  it('uses the server comment limit on both layouts', () => {
    expect(COMMENT_MAX).toBe(LIBRARY_LIMITS.commentMax);
    expect(COMMENT_MAX_LENGTH).toBe(LIBRARY_LIMITS.commentMax);
  });
});
