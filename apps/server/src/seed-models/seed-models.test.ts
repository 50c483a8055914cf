import { createRequire } from 'node:module';
import { TRADES } from '@moxing/shared';
import { describe, expect, it } from 'vitest';
import { countTriangles, DEMO_MODEL_TYPES, DEMO_MODELS, exportGlb } from './index.js';

// gltf-validator ships no types: the part of its report the test reads.
interface ValidationReport {
  issues: { numErrors: number; messages: { code: string; message: string; severity: number; pointer?: string }[] };
}
const { validateBytes } = createRequire(import.meta.url)('gltf-validator') as {
  validateBytes: (data: Uint8Array, options: { maxIssues: number }) => Promise<ValidationReport>;
};

const GLB_MAGIC = 0x46546c67; // "glTF"
const MAX_BYTES = 1.5 * 1024 * 1024;

/** The JSON chunk of a GLB (the first chunk, right after the 12-byte header). */
function glbJson(glb: Uint8Array): { animations?: unknown[]; images?: unknown[] } {
  const view = new DataView(glb.buffer, glb.byteOffset, glb.byteLength);
  const length = view.getUint32(12, true);
  return JSON.parse(new TextDecoder().decode(glb.subarray(20, 20 + length))) as { animations?: unknown[]; images?: unknown[] };
}

describe('demo model catalogue', () => {
  it('has at least 60 entries with unique slugs and valid catalogue fields', () => {
    expect(DEMO_MODELS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(DEMO_MODELS.map((m) => m.slug)).size).toBe(DEMO_MODELS.length);
    expect(new Set(DEMO_MODELS.map((m) => m.title)).size).toBe(DEMO_MODELS.length);
    for (const m of DEMO_MODELS) {
      expect(m.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(m.title, m.slug).toMatch(/[\u4e00-\u9fff]/);
      expect(m.title.length, m.slug).toBeLessThanOrEqual(100);
      expect(m.description, m.slug).toMatch(/[\u4e00-\u9fff]/);
      expect(TRADES, m.slug).toContain(m.trade);
      expect(DEMO_MODEL_TYPES, m.slug).toContain(m.type);
      expect(m.tags.length, m.slug).toBeGreaterThanOrEqual(3);
      expect(m.tags.length, m.slug).toBeLessThanOrEqual(6);
      for (const tag of m.tags) expect(tag, m.slug).toMatch(/[\u4e00-\u9fff]/);
      expect(Number.isInteger(m.priceFen) && m.priceFen >= 0, m.slug).toBe(true);
    }
    const free = DEMO_MODELS.filter((m) => m.priceFen === 0).length;
    expect(free / DEMO_MODELS.length).toBeGreaterThan(0.25);
    expect(free / DEMO_MODELS.length).toBeLessThan(0.45);
    expect(new Set(DEMO_MODELS.map((m) => m.type)).size).toBeGreaterThanOrEqual(8);
  });

  it('exports every model as a valid, small GLB with sensible triangle counts', async () => {
    const started = Date.now();
    let animated = 0;
    let textured = 0;
    for (const model of DEMO_MODELS) {
      const root = model.build();
      const triangles = countTriangles(root);
      const glb = await exportGlb(root);
      expect(new DataView(glb.buffer, glb.byteOffset).getUint32(0, true), model.slug).toBe(GLB_MAGIC);
      expect(glb.byteLength, model.slug).toBeLessThan(MAX_BYTES);
      expect(triangles, model.slug).toBeGreaterThanOrEqual(1000);
      expect(triangles, model.slug).toBeLessThanOrEqual(80_000);
      const report = await validateBytes(glb, { maxIssues: 20 });
      const errors = report.issues.messages
        .filter((m) => m.severity === 0)
        .map((m) => `${m.code} ${m.pointer ?? ''} ${m.message}`);
      expect(errors, model.slug).toEqual([]);
      const json = glbJson(glb);
      expect(json.animations?.length ?? 0, model.slug).toBe(root.animations.length);
      if (root.animations.length > 0) animated++;
      if ((json.images?.length ?? 0) > 0) textured++;
    }
    expect(animated).toBeGreaterThanOrEqual(5);
    expect(textured).toBeGreaterThanOrEqual(5);
    // Seeding runs this on every empty start: it must stay quick even on two shared cores.
    expect(Date.now() - started).toBeLessThan(60_000);
  }, 120_000);

  it('is deterministic: the same model exports to the same bytes', async () => {
    for (const slug of ['oak-nightstand-drawers', 'blue-white-meiping-vase', 'gear-train-animated']) {
      const model = DEMO_MODELS.find((m) => m.slug === slug);
      if (!model) throw new Error(`missing ${slug}`);
      const [a, b] = [await exportGlb(model.build()), await exportGlb(model.build())];
      expect(Buffer.from(a).equals(Buffer.from(b)), slug).toBe(true);
    }
  });
});
