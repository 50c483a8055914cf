import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES_DIR, hasFixtures } from './fixtures.js';
import { convertInput } from './index.js';
import { boundingBoxMm } from './stats.js';
import { axisMatrix, readColladaAsset, readFbxAxes } from './units.js';

const fixture = (...parts: string[]) => path.join(FIXTURES_DIR, ...parts);
let tmp = '';
beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'units-test-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function bboxOf(input: string): Promise<{ bbox: [number, number, number]; warnings: string[] }> {
  const work = mkdtempSync(path.join(tmp, 'work-'));
  const { doc, warnings } = await convertInput(input, work);
  const { x, y, z } = boundingBoxMm(doc);
  return { bbox: [x, y, z], warnings };
}

function expectClose(actual: number[], expected: number[]): void {
  for (const [i, want] of expected.entries())
    expect(Math.abs((actual[i] ?? 0) - want), `${actual.join(', ')} vs ${expected.join(', ')}`).toBeLessThanOrEqual(
      Math.abs(want) * 0.01 + 0.01,
    );
}

/** Writes text as a file in its own folder and returns the file. */
function writeVariant(name: string, text: string): string {
  const dir = path.join(tmp, name.replace(/\W/g, '_'));
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
}

describe('axis matrices', () => {
  it('is the identity for Y-up, right-handed +X right', () => {
    expect(axisMatrix(1, 1, 0, 1, 1)).toEqual([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]);
  });
  it('turns Z-up into Y-up: (x, y, z) -> (x, z, -y)', () => {
    const m = axisMatrix(2, 1, 0, 1, 1) ?? [];
    const apply = (v: number[]) =>
      [0, 1, 2].map((r) => (m[r] ?? 0) * (v[0] ?? 0) + (m[4 + r] ?? 0) * (v[1] ?? 0) + (m[8 + r] ?? 0) * (v[2] ?? 0));
    expect(apply([0, 0, 1]).map((v) => v + 0)).toEqual([0, 1, 0]);
    expect(apply([0, 1, 0]).map((v) => v + 0)).toEqual([0, 0, -1]);
  });
});

describe.runIf(hasFixtures())('units and up axis from the source format', () => {
  it('reads FBX GlobalSettings from binary and ASCII files', () => {
    expect(readFbxAxes(fixture('fbx/animation_with_skeleton.fbx'))).toEqual({
      unitScaleFactor: 1,
      upAxis: 1,
      upAxisSign: 1,
      coordAxis: 0,
      coordAxisSign: 1,
    });
    expect(readFbxAxes(fixture('fbx/cubes_with_names.fbx'))).toEqual({
      unitScaleFactor: 1,
      upAxis: 1,
      upAxisSign: 1,
      coordAxis: 0,
      coordAxisSign: 1,
    });
  });

  it('FBX: centimetres by default, metres with UnitScaleFactor 100, Z-up turned to Y-up', async () => {
    const text = readFileSync(fixture('fbx/cubes_with_names.fbx'), 'latin1');
    const base = await bboxOf(fixture('fbx/cubes_with_names.fbx'));
    expectClose(base.bbox, [209.33, 205.13, 327.71]);
    const metres = await bboxOf(
      writeVariant('metres.fbx', text.replace(/("UnitScaleFactor", "double", "Number", "",)1\b/, '$1100')),
    );
    expectClose(
      metres.bbox,
      base.bbox.map((v) => v * 100),
    );
    const zUp = await bboxOf(writeVariant('zup.fbx', text.replace(/("UpAxis", "int", "Integer", "",)1\b/, '$12')));
    expectClose(zUp.bbox, [base.bbox[0], base.bbox[2], base.bbox[1]]);
  });

  it('COLLADA: unit meter and up_axis are applied once', async () => {
    const text = readFileSync(fixture('dae/duck/duck.dae'), 'utf8');
    expect(readColladaAsset(fixture('dae/duck/duck.dae'))).toEqual({ meter: 0.01, upAxis: 'Y_UP' });
    const base = await bboxOf(fixture('dae/duck'));
    expectClose(base.bbox, [1654.78, 1540.41, 1152.53]);
    const zUp = await bboxOf(writeVariant('duck.dae', text.replace('<up_axis>Y_UP', '<up_axis>Z_UP')));
    expectClose(zUp.bbox, [base.bbox[0], base.bbox[2], base.bbox[1]]);
    const metres = await bboxOf(writeVariant('duck-m.dae', text.replace('meter="0.01"', 'meter="1"')));
    expectClose(
      metres.bbox,
      base.bbox.map((v) => v * 100),
    );
  });

  it('3DS: Z-up in the file, Y-up out', async () => {
    const { bbox } = await bboxOf(fixture('3ds/fels.3ds'));
    expectClose(bbox, [3504.8, 4681.6, 3205.55]);
  });
});

describe('unit-less formats: the millimetre heuristic', () => {
  const box = (size: number) => {
    const s = size;
    const v = [
      [0, 0, 0],
      [s, 0, 0],
      [0, s, 0],
      [0, 0, s * 2],
    ];
    const facets = [
      [0, 2, 1],
      [0, 1, 3],
      [0, 3, 2],
      [1, 2, 3],
    ];
    return `solid t\n${facets.map((f) => `facet normal 0 0 0\nouter loop\n${f.map((i) => `vertex ${(v[i] ?? []).join(' ')}`).join('\n')}\nendloop\nendfacet`).join('\n')}\nendsolid t\n`;
  };

  it('keeps a 2 m STL in metres, Z-up turned to Y-up, without a warning', async () => {
    const { bbox, warnings } = await bboxOf(writeVariant('small.stl', box(1)));
    expectClose(bbox, [1000, 2000, 1000]);
    expect(warnings).toEqual([]);
  });

  it('reads a 400-unit STL as millimetres, with a Chinese warning', async () => {
    const { bbox, warnings } = await bboxOf(writeVariant('big.stl', box(200)));
    expectClose(bbox, [200, 400, 200]);
    expect(warnings.join('\n')).toMatch(/已按毫米处理/);
  });

  it('OBJ has a higher limit: a 300 m OBJ stays in metres', async () => {
    const obj = 'v 0 0 0\nv 300 0 0\nv 0 300 0\nv 0 0 300\nf 1 3 2\nf 1 2 4\nf 1 4 3\nf 2 3 4\n';
    const { bbox, warnings } = await bboxOf(writeVariant('site.obj', obj));
    expectClose(bbox, [300_000, 300_000, 300_000]);
    expect(warnings.filter((w) => w.includes('毫米'))).toEqual([]);
  });
});
