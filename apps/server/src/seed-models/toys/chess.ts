import type * as THREE from 'three';
import { box, extrude, lathe, Parts, polygonShape, type Profile, rbox, sphere, type Vec3 } from '../kit.js';
import { finish, wood } from '../materials.js';
import { between, type Rng } from '../random.js';
import { checker } from '../textures.js';

/** A Staunton chess set on its board. */

/** Points of a circular arc in the lathe plane, for round heads and collars. */
function arc(cx: number, cy: number, r: number, from: number, to: number, n = 8): [number, number][] {
  return Array.from({ length: n + 1 }, (_, i) => {
    const a = from + ((to - from) * i) / n;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  });
}

type Piece = 'pawn' | 'rook' | 'knight' | 'bishop' | 'queen' | 'king';

/** Lathe profiles of Staunton pieces, in units of the king's height. */
const PIECE_PROFILES: Record<Exclude<Piece, 'knight'>, Profile> = {
  pawn: [
    [0, 0],
    [0.2, 0],
    [0.2, 0.04],
    [0.16, 0.07],
    [0.12, 0.09],
    [0.08, 0.25],
    [0.12, 0.29],
    [0.06, 0.31],
    ...arc(0, 0.4, 0.1, -Math.PI / 2 + 0.6, Math.PI / 2),
  ],
  rook: [
    [0, 0],
    [0.22, 0],
    [0.22, 0.05],
    [0.17, 0.09],
    [0.12, 0.12],
    [0.11, 0.35],
    [0.15, 0.38],
    [0.15, 0.5],
    [0.11, 0.5],
    [0.11, 0.46],
    [0, 0.46],
  ],
  bishop: [
    [0, 0],
    [0.21, 0],
    [0.21, 0.05],
    [0.16, 0.08],
    [0.11, 0.11],
    [0.07, 0.42],
    [0.13, 0.45],
    [0.06, 0.48],
    ...arc(0, 0.6, 0.11, -Math.PI / 2 + 0.4, Math.PI / 2 - 0.2, 10),
    [0.03, 0.72],
    ...arc(0, 0.745, 0.03, -Math.PI / 2, Math.PI / 2, 6),
  ],
  queen: [
    [0, 0],
    [0.23, 0],
    [0.23, 0.05],
    [0.18, 0.09],
    [0.12, 0.12],
    [0.075, 0.55],
    [0.15, 0.6],
    [0.08, 0.63],
    [0.13, 0.8],
    [0.09, 0.82],
    [0.05, 0.84],
    ...arc(0, 0.87, 0.045, -Math.PI / 2 + 0.3, Math.PI / 2, 6),
  ],
  king: [
    [0, 0],
    [0.24, 0],
    [0.24, 0.05],
    [0.19, 0.09],
    [0.13, 0.12],
    [0.08, 0.6],
    [0.16, 0.64],
    [0.09, 0.67],
    [0.14, 0.82],
    [0.1, 0.85],
    [0, 0.86],
  ],
};

function addPiece(p: Parts, m: THREE.Material, piece: Piece, at: Vec3, size: number, facing: number): void {
  if (piece === 'knight') {
    p.add(
      m,
      lathe(
        PIECE_PROFILES.pawn
          .slice(0, 6)
          .map(([r, y]) => [r * 1.1, y] as const)
          .concat([[0, 0.09]]),
        32,
      ),
      { at, scale: size },
    );
    // Horse head: a bevelled silhouette, turned to look along `facing`.
    const head = polygonShape([
      [-0.12, 0.08],
      [0.13, 0.08],
      [0.12, 0.3],
      [0.2, 0.45],
      [0.2, 0.53],
      [0.1, 0.57],
      [0.02, 0.7],
      [-0.04, 0.67],
      [-0.14, 0.55],
      [-0.16, 0.35],
    ]);
    p.add(m, extrude(head, 0.15, { bevel: 0.03, bevelSegments: 2 }), { at, rot: [0, facing, 0], scale: size });
    return;
  }
  p.add(m, lathe(PIECE_PROFILES[piece], 28, 0.7), { at, scale: size });
  const [x, y, z] = at;
  if (piece === 'rook') {
    for (let i = 0; i < 5; i++) {
      const a = (i / 5) * Math.PI * 2;
      p.add(m, box(0.07 * size, 0.07 * size, 0.05 * size), {
        at: [x + Math.cos(a) * 0.13 * size, y + 0.53 * size, z + Math.sin(a) * 0.13 * size],
        rot: [0, -a, 0],
      });
    }
  } else if (piece === 'king') {
    p.add(m, box(0.05 * size, 0.16 * size, 0.05 * size), { at: [x, y + 0.93 * size, z] });
    p.add(m, box(0.14 * size, 0.05 * size, 0.05 * size), { at: [x, y + 0.95 * size, z] });
  } else if (piece === 'queen') {
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2;
      p.add(m, sphere(0.025 * size, 8, 6), {
        at: [x + Math.cos(a) * 0.12 * size, y + 0.81 * size, z + Math.sin(a) * 0.12 * size],
      });
    }
  }
}

export function chessSet(rng: Rng): THREE.Object3D {
  const p = new Parts();
  const square = 0.05;
  const board = finish('棋盘', 0xffffff, 0.35, 0, { map: checker(0xead7b5, 0x6b4429, 8) });
  p.projectUv(board, square * 8);
  p.add(wood(0x4a2c1a), rbox(square * 8 + 0.04, 0.02, square * 8 + 0.04, 0.004, 2), { at: [0, 0.01, 0] });
  p.add(board, box(square * 8, 0.002, square * 8), { at: [0, 0.021, 0] });
  const white = finish('白棋', 0xf1e6cf, 0.3, 0);
  const black = finish('黑棋', 0x2a211c, 0.3, 0);
  const cell = (file: number, rank: number): Vec3 => [(file - 3.5) * square, 0.022, (3.5 - rank) * square];
  // A position from the middle game: white nearest the viewer, black beyond.
  const setup: [Piece, number, number, THREE.Material][] = [
    ['king', 6, 0, white],
    ['rook', 5, 0, white],
    ['queen', 3, 2, white],
    ['knight', 5, 2, white],
    ['bishop', 2, 3, white],
    ['pawn', 4, 3, white],
    ['pawn', 5, 1, white],
    ['pawn', 6, 1, white],
    ['pawn', 7, 2, white],
    ['king', 4, 7, black],
    ['queen', 3, 6, black],
    ['rook', 0, 7, black],
    ['bishop', 6, 5, black],
    ['knight', 2, 5, black],
    ['pawn', 4, 4, black],
    ['pawn', 1, 6, black],
    ['pawn', 5, 6, black],
  ];
  const size = 0.085;
  for (const [piece, file, rank, m] of setup)
    addPiece(
      p,
      m,
      piece,
      cell(file, rank),
      piece === 'pawn' ? size * 0.95 : size,
      m === white ? Math.PI / 2 + between(rng, -0.3, 0.3) : -Math.PI / 2,
    );
  return p.group('chess');
}
