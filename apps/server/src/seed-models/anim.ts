import * as THREE from 'three';
import { type Vec3 } from './kit.js';

/**
 * Looping animation clips. Tracks address nodes by name, so animated parts are named groups whose
 * origin sits on the pivot (hinge, axle); the rotation composes with the node's rest orientation.
 */

const axisAngle = (axis: Vec3, angle: number) =>
  new THREE.Quaternion().setFromAxisAngle(new THREE.Vector3(...axis).normalize(), angle);

function rotationTrack(node: THREE.Object3D, axis: Vec3, times: number[], angles: number[]): THREE.QuaternionKeyframeTrack {
  const values: number[] = [];
  for (const angle of angles) values.push(...node.quaternion.clone().multiply(axisAngle(axis, angle)).toArray());
  return new THREE.QuaternionKeyframeTrack(`${node.name}.quaternion`, times, values);
}

/** Steady rotation, `turns` turns per loop (negative: the other way); keys every 60° so slerp never shortcuts. */
export function spinTrack(node: THREE.Object3D, axis: Vec3, turns: number, seconds: number): THREE.QuaternionKeyframeTrack {
  const steps = Math.max(6, Math.ceil(Math.abs(turns) * 6));
  const times = Array.from({ length: steps + 1 }, (_, i) => (seconds * i) / steps);
  return rotationTrack(
    node,
    axis,
    times,
    times.map((t) => (turns * Math.PI * 2 * t) / seconds),
  );
}

/** Any rotation over a loop: angle(f) for f in [0, 1], sampled finely enough for linear interpolation. */
export function angleTrack(
  node: THREE.Object3D,
  axis: Vec3,
  seconds: number,
  angle: (f: number) => number,
  samples = 32,
): THREE.QuaternionKeyframeTrack {
  const times = Array.from({ length: samples + 1 }, (_, i) => (seconds * i) / samples);
  return rotationTrack(
    node,
    axis,
    times,
    times.map((t) => angle(t / seconds)),
  );
}

/** Pendulum swing: a sine of the given amplitude. */
export function swingTrack(
  node: THREE.Object3D,
  axis: Vec3,
  amplitude: number,
  seconds: number,
  phase = 0,
): THREE.QuaternionKeyframeTrack {
  return angleTrack(node, axis, seconds, (f) => amplitude * Math.sin(f * Math.PI * 2 + phase), 24);
}

/** Eased open, hold, close, rest: a 0→1→0 profile sampled for smooth motion under linear interpolation. */
function openCloseProfile(seconds: number): { times: number[]; k: number[] } {
  const keys: [number, number][] = [
    [0, 0],
    [0.12, 0],
    [0.42, 1],
    [0.62, 1],
    [0.92, 0],
    [1, 0],
  ];
  const times: number[] = [];
  const k: number[] = [];
  for (let i = 0; i < keys.length - 1; i++) {
    const [t0, v0] = keys[i] ?? [0, 0];
    const [t1, v1] = keys[i + 1] ?? [1, 0];
    const sub = v0 === v1 ? 1 : 6;
    for (let s = 0; s < sub; s++) {
      const f = s / sub;
      times.push((t0 + (t1 - t0) * f) * seconds);
      k.push(v0 + (v1 - v0) * (f * f * (3 - 2 * f)));
    }
  }
  times.push(seconds);
  k.push(0);
  return { times, k };
}

/** Opens a lid or door about its hinge by `angle`, holds, closes. */
export function hingeTrack(node: THREE.Object3D, axis: Vec3, angle: number, seconds: number): THREE.QuaternionKeyframeTrack {
  const { times, k } = openCloseProfile(seconds);
  return rotationTrack(
    node,
    axis,
    times,
    k.map((f) => f * angle),
  );
}

/** Slides a drawer out by `offset`, holds, pushes it back. */
export function slideTrack(node: THREE.Object3D, offset: Vec3, seconds: number): THREE.VectorKeyframeTrack {
  const { times, k } = openCloseProfile(seconds);
  const rest = node.position.clone();
  const values: number[] = [];
  for (const f of k) values.push(rest.x + offset[0] * f, rest.y + offset[1] * f, rest.z + offset[2] * f);
  return new THREE.VectorKeyframeTrack(`${node.name}.position`, times, values);
}

/** Adds a clip to root.animations, refusing tracks whose node name is missing or ambiguous under root. */
export function animate(root: THREE.Object3D, name: string, seconds: number, tracks: THREE.KeyframeTrack[]): void {
  for (const track of tracks) {
    const nodeName = track.name.slice(0, track.name.lastIndexOf('.'));
    let found = 0;
    root.traverse((o) => {
      if (o.name === nodeName) found++;
    });
    if (found !== 1) throw new Error(`animation ${name}: node "${nodeName}" found ${found} times`);
  }
  root.animations.push(new THREE.AnimationClip(name, seconds, tracks));
}
