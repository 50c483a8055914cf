import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isKtx2 } from './resources.js';

/**
 * KTX2 textures decoded to RGBA for the cover renderer: uncompressed RGBA8 read as it is, Basis Universal
 * (ETC1S, UASTC) through the same transcoder three.js ships to the viewer. The web model keeps the KTX2
 * bytes: this is only so covers show the model's colours.
 */

interface KTX2File {
  isValid(): boolean;
  getWidth(): number;
  getHeight(): number;
  startTranscoding(): boolean;
  getImageTranscodedSizeInBytes(level: number, layer: number, face: number, format: number): number;
  transcodeImage(
    dst: Uint8Array,
    level: number,
    layer: number,
    face: number,
    format: number,
    flags: number,
    channel0: number,
    channel1: number,
  ): boolean;
  close(): void;
  delete(): void;
}
interface BasisModule {
  initializeBasis(): void;
  KTX2File: new (bytes: Uint8Array) => KTX2File;
  transcoder_texture_format: { cTFRGBA32: { value: number } };
}

const require = createRequire(import.meta.url);
const BASIS_DIR = path.resolve(path.dirname(require.resolve('three')), '../examples/jsm/libs/basis');
let basis: Promise<BasisModule> | null = null;

/**
 * The transcoder is an Emscripten script written for browsers and workers (three's package marks it as an
 * ES module, which it is not), so it is evaluated as the script it is, with the few Node names it asks for.
 */
function loadBasis(): Promise<BasisModule> {
  basis ??= (async () => {
    const file = path.join(BASIS_DIR, 'basis_transcoder.js');
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- three's own file, run as the classic script it is
    const script = new Function('require', '__filename', '__dirname', `${readFileSync(file, 'utf8')}\nreturn BASIS;`) as (
      req: NodeJS.Require,
      filename: string,
      dirname: string,
    ) => (opts: { wasmBinary: Uint8Array }) => Promise<BasisModule>;
    const factory = script(require, file, BASIS_DIR);
    const module = await factory({ wasmBinary: readFileSync(path.join(BASIS_DIR, 'basis_transcoder.wasm')) });
    module.initializeBasis();
    return module;
  })();
  return basis;
}

const VK_FORMAT_R8G8B8A8_UNORM = 37;
const VK_FORMAT_R8G8B8A8_SRGB = 43;

/** The first image (level 0) of a KTX2 texture as RGBA8, or null when it is no KTX2 or cannot be decoded. */
export async function decodeKtx2(bytes: Uint8Array): Promise<{ data: Uint8Array; width: number; height: number } | null> {
  if (!isKtx2(bytes) || bytes.length < 104) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const vkFormat = view.getUint32(12, true);
  const width = view.getUint32(20, true);
  const height = view.getUint32(24, true);
  const supercompression = view.getUint32(44, true);
  if ((vkFormat === VK_FORMAT_R8G8B8A8_UNORM || vkFormat === VK_FORMAT_R8G8B8A8_SRGB) && supercompression === 0) {
    const offset = Number(view.getBigUint64(80, true));
    const length = width * height * 4;
    if (offset + length > bytes.length) return null;
    return { data: bytes.slice(offset, offset + length), width, height };
  }
  const module = await loadBasis();
  const file = new module.KTX2File(new Uint8Array(bytes));
  try {
    if (!file.isValid() || !file.startTranscoding()) return null;
    const format = module.transcoder_texture_format.cTFRGBA32.value;
    const data = new Uint8Array(file.getImageTranscodedSizeInBytes(0, 0, 0, format));
    if (!file.transcodeImage(data, 0, 0, 0, format, 0, -1, -1)) return null;
    return { data, width: file.getWidth(), height: file.getHeight() };
  } finally {
    file.close();
    file.delete();
  }
}
