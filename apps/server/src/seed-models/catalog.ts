import { type Object3D } from 'three';
import { type TRADES } from '@moxing/shared';
import { mulberry32, seedOf, type Rng } from './random.js';

/** Categories of the demo catalogue (model/typeList shows whatever the seeded models use). */
export const DEMO_MODEL_TYPES = [
  '家具',
  '灯具',
  '首饰',
  '鞋靴箱包',
  '花瓶器皿',
  '餐具',
  '机械零件',
  '玩具',
  '建筑小品',
  '交通工具',
  '文创摆件',
] as const;
export type DemoModelType = (typeof DEMO_MODEL_TYPES)[number];
export type DemoTrade = (typeof TRADES)[number];

export interface DemoModel {
  slug: string;
  title: string;
  description: string;
  type: string;
  trade: string;
  tags: string[];
  /** Price in fen; 0 is free. */
  priceFen: number;
  /** A fresh object each call, in metres, Y up, facing +Z; animation clips ride on root.animations. */
  build(): Object3D;
}

/** Catalogue fields of one entry, checked against the fixed category and trade lists at compile time. */
export interface DemoMeta {
  slug: string;
  title: string;
  description: string;
  type: DemoModelType;
  trade: DemoTrade;
  tags: string[];
  priceFen: number;
}

/** Binds a builder to the entry's own seeded stream and names the root after the slug. */
export function demo(meta: DemoMeta, make: (rng: Rng) => Object3D): DemoModel {
  return {
    ...meta,
    build() {
      const root = make(mulberry32(seedOf(meta.slug)));
      root.name = meta.slug;
      return root;
    },
  };
}
