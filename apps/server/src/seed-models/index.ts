import { ARCHITECTURE } from './architecture/index.js';
import { type DemoModel } from './catalog.js';
import { FASHION } from './fashion/index.js';
import { FURNITURE } from './furniture/index.js';
import { JEWELLERY } from './jewellery.js';
import { LIGHTING } from './lighting.js';
import { MACHINERY } from './machinery/index.js';
import { TOYS } from './toys/index.js';
import { VEHICLES } from './vehicles.js';
import { VESSELS } from './vessels/index.js';

/**
 * Demo catalogue for an empty database: procedurally built, deterministic 3D models with Chinese
 * catalogue metadata. The seeding code writes each with writeDemoGlb and runs it through the pipeline.
 */

export { DEMO_MODEL_TYPES, type DemoModel, type DemoModelType } from './catalog.js';
export { buildDemoGlb, countTriangles, exportGlb, writeDemoGlb } from './export.js';

export const DEMO_MODELS: DemoModel[] = [
  ...FURNITURE,
  ...LIGHTING,
  ...JEWELLERY,
  ...VESSELS,
  ...MACHINERY,
  ...TOYS,
  ...ARCHITECTURE,
  ...VEHICLES,
  ...FASHION,
];
