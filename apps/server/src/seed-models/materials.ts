import * as THREE from 'three';

/**
 * PBR finishes used across the catalogue. Each call makes a new material: a builder creates the few it
 * needs once and reuses them, which is what lets Parts merge everything of one finish into one mesh.
 */

interface FinishOptions {
  map?: THREE.Texture;
  opacity?: number;
  emissive?: THREE.ColorRepresentation;
  emissiveIntensity?: number;
  doubleSided?: boolean;
}

export function finish(
  name: string,
  color: THREE.ColorRepresentation,
  roughness: number,
  metalness: number,
  options: FinishOptions = {},
): THREE.MeshStandardMaterial {
  const material = new THREE.MeshStandardMaterial({
    name,
    // A texture carries the colour itself; the factor stays white so it is not tinted twice.
    color: options.map ? 0xffffff : color,
    roughness,
    metalness,
    map: options.map ?? null,
    side: options.doubleSided ? THREE.DoubleSide : THREE.FrontSide,
  });
  if (options.opacity !== undefined && options.opacity < 1) {
    material.transparent = true;
    material.opacity = options.opacity;
    material.depthWrite = false;
  }
  if (options.emissive !== undefined) {
    material.emissive = new THREE.Color(options.emissive);
    material.emissiveIntensity = options.emissiveIntensity ?? 1;
  }
  return material;
}

/**
 * Clear or coloured see-through solids (glass, gems): KHR_materials_transmission + ior in the GLB.
 * `opacity` adds alpha blending too, for viewers and the cover renderer, which ignore transmission.
 */
export function clear(name: string, color: THREE.ColorRepresentation, ior: number, opacity = 1): THREE.MeshPhysicalMaterial {
  const material = new THREE.MeshPhysicalMaterial({
    name,
    color,
    roughness: 0.02,
    metalness: 0,
    transmission: 0.92,
    ior,
    thickness: 0.002,
  });
  if (opacity < 1) {
    material.transparent = true;
    material.opacity = opacity;
    material.depthWrite = false;
  }
  return material;
}

export const metal = {
  gold: () => finish('18K黄金', 0xe8b94f, 0.2, 1),
  roseGold: () => finish('玫瑰金', 0xe7a184, 0.22, 1),
  platinum: () => finish('铂金', 0xe3e4e6, 0.16, 1),
  silver: () => finish('925银', 0xd4d7db, 0.24, 1),
  brass: () => finish('黄铜', 0xc99d48, 0.32, 1),
  bronze: () => finish('青铜', 0x6f7a55, 0.6, 0.85),
  copper: () => finish('紫铜', 0xc7744a, 0.3, 1),
  chrome: () => finish('镀铬', 0xc9cdd2, 0.08, 1),
  steel: () => finish('不锈钢', 0xa9afb6, 0.35, 1),
  castIron: () => finish('铸铁', 0x3c3d40, 0.7, 0.7),
  black: () => finish('黑色金属', 0x27282b, 0.42, 0.8),
  painted: (color: THREE.ColorRepresentation, name = '烤漆') => finish(name, color, 0.4, 0.35),
};

export const wood = (color: THREE.ColorRepresentation, map?: THREE.Texture) => finish('实木', color, 0.62, 0, { map });
export const fabric = (color: THREE.ColorRepresentation, map?: THREE.Texture) => finish('布艺', color, 0.95, 0, { map });
export const leather = (color: THREE.ColorRepresentation) => finish('皮革', color, 0.48, 0);
export const ceramic = (color: THREE.ColorRepresentation, map?: THREE.Texture) => finish('釉面陶瓷', color, 0.16, 0, { map });
export const plastic = (color: THREE.ColorRepresentation, name = '塑料') => finish(name, color, 0.38, 0);
export const rubber = (color: THREE.ColorRepresentation = 0x232323) => finish('橡胶', color, 0.9, 0);
export const stone = (color: THREE.ColorRepresentation, map?: THREE.Texture) => finish('石材', color, 0.85, 0, { map });
export const glow = (color: THREE.ColorRepresentation) =>
  finish('灯光', 0xffffff, 0.3, 0, { emissive: color, emissiveIntensity: 1 });
export const glass = (color: THREE.ColorRepresentation = 0xf2f6f8) => clear('玻璃', color, 1.5, 0.3);
