import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Document } from '@gltf-transform/core';
import { PLYLoader } from 'three/examples/jsm/loaders/PLYLoader.js';
import { STLLoader } from 'three/examples/jsm/loaders/STLLoader.js';
import { type ModelFolder } from '../resources.js';
import { PipelineInputError } from '../types.js';
import { parseObjStream } from './obj-stream.js';
import { buildDocument, DEFAULT_MATERIAL, type MaterialSpec, type MeshPart } from './build.js';

function arrayBuffer(file: string): ArrayBuffer {
  const data = readFileSync(file);
  return data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength);
}

/** Parser errors from three are English and technical; the user gets one Chinese sentence. */
function parseOrRefuse<T>(label: string, parse: () => T): T {
  try {
    return parse();
  } catch {
    throw new PipelineInputError(`${label} 文件内容无法解析（可能已损坏或被截断）`);
  }
}

export async function convertStl(file: string, warnings: string[]): Promise<Document> {
  const geometry = parseOrRefuse('STL', () => new STLLoader().parse(arrayBuffer(file)));
  // ASCII STL with several solids comes back with one group per solid: all share the default material.
  geometry.clearGroups();
  return buildDocument([{ name: path.parse(file).name, geometry, materials: [DEFAULT_MATERIAL], dropNormals: true }], warnings);
}

export async function convertPly(file: string, warnings: string[]): Promise<Document> {
  const geometry = parseOrRefuse('PLY', () => new PLYLoader().parse(arrayBuffer(file)));
  return buildDocument([{ name: path.parse(file).name, geometry, materials: [DEFAULT_MATERIAL], flipV: true }], warnings);
}

const srgbToLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const clamp01 = (v: number) => Math.min(1, Math.max(0, Number.isFinite(v) ? v : 0));

/** Option flags of MTL map statements and how many arguments each takes (-o/-s/-t take up to three numbers). */
const MAP_OPTIONS: Record<string, number> = {
  blendu: 1,
  blendv: 1,
  bm: 1,
  boost: 1,
  cc: 1,
  clamp: 1,
  imfchan: 1,
  mm: 2,
  o: 3,
  s: 3,
  t: 3,
  texres: 1,
  type: 1,
};

/** The file name of an MTL map statement such as "-s 1 1 1 -bm 0.5 C:\\tex\\Wood 01.JPG". */
export function mtlMapFile(value: string): string {
  const tokens = value.trim().split(/\s+/);
  let i = 0;
  while (i < tokens.length && tokens[i]?.startsWith('-')) {
    const max = MAP_OPTIONS[tokens[i]?.slice(1).toLowerCase() ?? ''] ?? 0;
    i++;
    for (let n = 0; n < max && i < tokens.length - 1; n++) {
      // -o/-s/-t take 1-3 numbers; stop early at the first non-number.
      if (max === 3 && n > 0 && !/^-?[\d.]+(e-?\d+)?$/i.test(tokens[i] ?? '')) break;
      i++;
    }
  }
  return tokens.slice(i).join(' ');
}

type MtlInfo = Record<string, string>;

/** Minimal MTL reader: statement keys lower-cased, values kept as text. */
export function parseMtl(text: string): Map<string, MtlInfo> {
  const out = new Map<string, MtlInfo>();
  let current: MtlInfo | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const space = line.search(/\s/);
    const key = (space < 0 ? line : line.slice(0, space)).toLowerCase();
    const value = space < 0 ? '' : line.slice(space + 1).trim();
    if (key === 'newmtl') {
      current = {};
      out.set(value, current);
    } else if (current) {
      current[key] = value;
    }
  }
  return out;
}

function numbers(value: string | undefined): number[] {
  return (value ?? '').trim().split(/\s+/).map(Number).filter(Number.isFinite);
}

/** MTL (Phong) to glTF metal/rough. */
function mtlToSpec(
  name: string,
  info: MtlInfo | undefined,
  resolveMap: (value: string | undefined) => string | null,
): MaterialSpec {
  if (!info) return { ...DEFAULT_MATERIAL, name: name || DEFAULT_MATERIAL.name };
  const kd = numbers(info.kd);
  const ke = numbers(info.ke);
  let alpha = 1;
  if (info.d !== undefined) alpha = clamp01(Number(info.d));
  else if (info.tr !== undefined) alpha = clamp01(1 - Number(info.tr));
  // Exporters write d 0 for "not set" surprisingly often; an invisible material is never what was meant.
  if (alpha < 0.05) alpha = 1;
  const ns = numbers(info.ns)[0];
  const pr = numbers(info.pr)[0];
  const pm = numbers(info.pm)[0];
  const spec: MaterialSpec = {
    name,
    color:
      kd.length >= 3
        ? [srgbToLinear(clamp01(kd[0] ?? 0)), srgbToLinear(clamp01(kd[1] ?? 0)), srgbToLinear(clamp01(kd[2] ?? 0)), alpha]
        : [0.8, 0.8, 0.8, alpha],
    // Blinn-Phong exponent to roughness (the usual sqrt(2 / (Ns + 2)) approximation).
    roughness: pr !== undefined ? clamp01(pr) : ns !== undefined ? clamp01(Math.sqrt(2 / (Math.max(0, ns) + 2))) : 0.7,
    metallic: pm !== undefined ? clamp01(pm) : 0,
    baseColorFile: resolveMap(info.map_kd),
    normalFile: resolveMap(info.norm ?? info.map_kn),
    emissiveFile: resolveMap(info.map_ke),
  };
  if (ke.length >= 3 && ke.some((v) => v > 0)) spec.emissive = [clamp01(ke[0] ?? 0), clamp01(ke[1] ?? 0), clamp01(ke[2] ?? 0)];
  // A texture multiplies the factor: a black Kd with a map would render black, exporters mean "use the map".
  if (spec.baseColorFile && kd.every((v) => v === 0)) spec.color = [1, 1, 1, alpha];
  return spec;
}

export async function convertObj(file: string, folder: ModelFolder, warnings: string[]): Promise<Document> {
  const baseDir = path.dirname(file);
  const missing = new Set<string>();
  const warnMissing = (name: string, what: string) => {
    const base = path.basename(name.replace(/\\/g, '/'));
    if (missing.has(base.toLowerCase())) return;
    missing.add(base.toLowerCase());
    warnings.push(`缺少${what}“${base}”，模型已转换，但${what === '材质文件' ? '材质使用默认颜色' : '该贴图未能加载'}`);
  };

  // Streamed: the file is never one string (see obj-stream.ts).
  const parsed = await parseObjStream(file).catch(() => {
    throw new PipelineInputError('OBJ 文件内容无法解析（可能已损坏或被截断）');
  });

  const infos = new Map<string, MtlInfo>();
  for (const name of parsed.mtllibs) {
    // Names with spaces are common; only fall back to splitting when the whole name does not exist.
    const candidates = [name, ...name.split(/\s+/)];
    const found = candidates.map((n) => folder.resolveLenient(n, baseDir)).find((f): f is string => Boolean(f));
    if (!found) {
      warnMissing(name, '材质文件');
      continue;
    }
    for (const [k, v] of parseMtl(readFileSync(found, 'utf8'))) infos.set(k, v);
  }

  const resolveMap = (value: string | undefined): string | null => {
    if (!value) return null;
    const name = mtlMapFile(value);
    if (!name) return null;
    const found = folder.resolveLenient(name, baseDir);
    if (!found) warnMissing(name, '贴图文件');
    return found;
  };

  const specs = new Map<string, MaterialSpec>();
  const specFor = (name: string): MaterialSpec => {
    let spec = specs.get(name);
    if (!spec) {
      spec = mtlToSpec(name, infos.get(name), resolveMap);
      specs.set(name, spec);
    }
    return spec;
  };

  // Without "vn" statements the normals are left out: flat face normals would split every vertex
  // (nothing welds, nothing simplifies) and add nothing a viewer would not compute itself.
  const dropNormals = !parsed.hasNormals;
  const parts: MeshPart[] = parsed.objects.map((object) => ({
    name: object.name || path.parse(file).name,
    geometry: object.geometry,
    materials: object.materials.map(specFor),
    flipV: true,
    dropNormals,
  }));
  parsed.objects.length = 0;
  return buildDocument(parts, warnings);
}
