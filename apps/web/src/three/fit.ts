/** Camera framing maths, kept apart from the renderer so it can be unit tested. */

export interface Size3 {
  x: number;
  y: number;
  z: number;
}

export interface Framing {
  position: [number, number, number];
  target: [number, number, number];
  near: number;
  far: number;
  minDistance: number;
  maxDistance: number;
}

/** Where the default camera looks from: front-right, a little above. */
const VIEW_DIRECTION: [number, number, number] = (() => {
  const v: [number, number, number] = [0.75, 0.45, 1.25];
  const len = Math.hypot(...v);
  return [v[0] / len, v[1] / len, v[2] / len];
})();

/**
 * Frames a model standing on the ground at the origin (bbox centred on x/z, bottom at y = 0) so its bounding
 * sphere fits the narrower of the vertical and horizontal fields of view.
 */
export function frameModel(size: Size3, fovDeg: number, aspect: number): Framing {
  const radius = Math.max(1e-4, Math.hypot(size.x, size.y, size.z) / 2);
  const vfov = (fovDeg * Math.PI) / 180;
  const hfov = 2 * Math.atan(Math.tan(vfov / 2) * Math.max(0.1, aspect));
  const fov = Math.min(vfov, hfov);
  const distance = (radius / Math.sin(fov / 2)) * 1.02;
  const target: [number, number, number] = [0, size.y / 2, 0];
  return {
    position: [
      target[0] + VIEW_DIRECTION[0] * distance,
      target[1] + VIEW_DIRECTION[1] * distance,
      target[2] + VIEW_DIRECTION[2] * distance,
    ],
    target,
    near: Math.max(distance / 200, radius / 1000),
    far: distance * 50,
    minDistance: radius * 0.25,
    maxDistance: distance * 6,
  };
}

/** Download progress as a whole percentage; unknown totals creep towards 90 %. */
export function progressPercent(loaded: number, total: number): number {
  if (total > 0) return Math.max(0, Math.min(100, Math.floor((loaded / total) * 100)));
  if (loaded <= 0) return 0;
  // about 60 % at 1 MB, never reaching 90 %
  return Math.min(89, Math.floor(90 * (1 - Math.exp(-loaded / (1024 * 1024)))));
}
