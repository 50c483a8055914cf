/**
 * What the user dropped or picked: files, whole folders (DataTransferItem.webkitGetAsEntry / webkitdirectory)
 * or a zip. Obviously wrong files are refused here with a Chinese reason before a byte is uploaded; the server
 * sniffs every file again and has the last word. No React and no UI in here.
 */

export const MODEL_EXTS = ['glb', 'gltf', 'obj', 'fbx', 'stl', 'ply', 'dae', '3ds'] as const;
export const TEXTURE_EXTS = ['png', 'jpg', 'jpeg', 'webp', 'gif', 'bmp', 'tga'] as const;
/** Files a model refers to besides textures: glTF buffers, OBJ materials. */
export const RESOURCE_EXTS = ['bin', 'mtl'] as const;
export const ARCHIVE_EXTS = ['zip'] as const;

/** The `accept` attribute of the file input. */
export const MODEL_ACCEPT = [...MODEL_EXTS, ...ARCHIVE_EXTS, ...TEXTURE_EXTS, ...RESOURCE_EXTS].map((e) => `.${e}`).join(',');
export const MODEL_FORMATS_TEXT = 'GLB、glTF、OBJ、FBX、STL、PLY、DAE、3DS';

/** The server's limits (model/uploadModel takes at most 50 files; the default per-file limit is 500 MB). */
export const MAX_MODEL_FILES = 50;
export const DEFAULT_MAX_FILE_BYTES = 500 * 1024 * 1024;

export type FileRole = 'model' | 'archive' | 'texture' | 'resource' | 'junk' | 'other';

export interface PickedFile {
  file: File;
  /** The path inside the dropped folder ("car/textures/body.png"), or the bare name. */
  path: string;
  /** Came from a folder: files that have nothing to do with a model are skipped quietly. */
  fromFolder: boolean;
}

export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export function baseName(name: string): string {
  return name.split(/[\\/]/).pop() ?? name;
}

const has = (list: readonly string[], ext: string) => list.includes(ext);

/** System leftovers that are never part of a model: macOS resource forks, Finder and Explorer files. */
export function isJunkPath(path: string): boolean {
  const parts = path.split(/[\\/]/);
  const name = parts[parts.length - 1] ?? '';
  if (parts.some((p) => p === '__MACOSX')) return true;
  if (name.startsWith('.')) return true; // .DS_Store, ._foo.png, .gitkeep
  return /^(thumbs\.db|desktop\.ini)$/i.test(name);
}

export function roleOf(path: string): FileRole {
  if (isJunkPath(path)) return 'junk';
  const ext = extensionOf(path);
  if (has(MODEL_EXTS, ext)) return 'model';
  if (has(ARCHIVE_EXTS, ext)) return 'archive';
  if (has(TEXTURE_EXTS, ext)) return 'texture';
  if (has(RESOURCE_EXTS, ext)) return 'resource';
  return 'other';
}

const SOURCE_FORMATS: Record<string, string> = {
  blend: 'Blender 工程文件',
  max: '3ds Max 工程文件',
  c4d: 'Cinema 4D 工程文件',
  ma: 'Maya 工程文件',
  mb: 'Maya 工程文件',
  skp: 'SketchUp 文件',
  '3dm': 'Rhino 文件',
  usdz: 'USDZ 文件',
  usd: 'USD 文件',
  abc: 'Alembic 文件',
  step: 'STEP 工业模型',
  stp: 'STEP 工业模型',
  iges: 'IGES 工业模型',
  igs: 'IGES 工业模型',
  x3d: 'X3D 文件',
  lwo: 'LightWave 文件',
};

export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  // 1 decimal (2 for GB), without a trailing ".0": "500 MB", "97.7 KB", "1.25 GB".
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${+(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${+(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${+(bytes / 1024 ** 3).toFixed(2)} GB`;
}

/** Why this one file cannot be uploaded at all (null: fine as far as its name and size tell). */
export function checkFile(file: { name: string; size: number }, maxFileBytes = DEFAULT_MAX_FILE_BYTES): string | null {
  const ext = extensionOf(file.name);
  const role = roleOf(file.name);
  if (role === 'other' || role === 'junk') {
    if (ext === 'rar' || ext === '7z' || ext === 'tar' || ext === 'gz' || ext === 'tgz') {
      return `暂不支持 .${ext} 压缩包，请改用 ZIP 格式重新压缩`;
    }
    const source = SOURCE_FORMATS[ext];
    if (source) return `.${ext} 是${source}，请先在软件中导出为 GLB、FBX、OBJ 或 STL 再上传`;
    if (!ext) return '文件没有扩展名，无法判断格式';
    return `不支持 .${ext} 文件：请上传 ${MODEL_FORMATS_TEXT} 模型、ZIP 压缩包或模型的贴图`;
  }
  if (file.size === 0) return '文件是空的（0 字节），请检查后重新选择';
  if (file.size > maxFileBytes) return `文件太大（${formatBytes(file.size)}），单个文件不能超过 ${formatBytes(maxFileBytes)}`;
  return null;
}

// --- a look at the first bytes --------------------------------------------------------------------------

const HEAD_BYTES = 4096;

async function readHead(file: Blob, bytes = HEAD_BYTES): Promise<Uint8Array> {
  const slice = file.slice(0, bytes);
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  // Older engines (and some test DOMs): FileReader.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(slice);
  });
}

const latin1 = (b: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...b.subarray(start, Math.min(b.length, start + length)));

function looksBinary(b: Uint8Array): boolean {
  const n = Math.min(b.length, 1024);
  for (let i = 0; i < n; i++) if (b[i] === 0) return true;
  return false;
}

function u32(b: Uint8Array, at: number): number {
  return ((b[at] ?? 0) | ((b[at + 1] ?? 0) << 8) | ((b[at + 2] ?? 0) << 16) | ((b[at + 3] ?? 0) << 24)) >>> 0;
}

const mismatch = (label: string, ext: string) =>
  `文件内容不是有效的${label}（与扩展名 .${ext} 不符，可能已损坏或只是改了扩展名）`;

/**
 * Refuses files whose first bytes clearly contradict their extension (a text file named .fbx, a cut-off GLB).
 * Only certain cases: anything doubtful is left to the server.
 */
export async function sniffFile(file: Blob, name: string): Promise<string | null> {
  const ext = extensionOf(name);
  let b: Uint8Array;
  try {
    b = await readHead(file);
  } catch {
    return '无法读取文件，请确认文件没有被移动或删除';
  }
  if (b.length === 0) return null;
  switch (ext) {
    case 'glb': {
      if (latin1(b, 0, 4) !== 'glTF') return mismatch('GLB 模型', ext);
      const declared = u32(b, 8);
      if (b.length >= 12 && declared > file.size) {
        return `GLB 文件不完整：应有 ${formatBytes(declared)}，实际只有 ${formatBytes(file.size)}（可能下载或拷贝时被截断）`;
      }
      return null;
    }
    case 'zip':
      return latin1(b, 0, 2) === 'PK' ? null : mismatch('ZIP 压缩包', ext);
    case 'fbx': {
      if (latin1(b, 0, 18) === 'Kaydara FBX Binary') return null;
      const text = new TextDecoder('utf-8', { fatal: false }).decode(b);
      if (!looksBinary(b) && (/^\s*;\s*FBX\b/.test(text) || /FBXHeaderExtension\s*:/.test(text))) return null;
      return mismatch('FBX 模型', ext);
    }
    case '3ds':
      return b[0] === 0x4d && b[1] === 0x4d ? null : mismatch('3DS 模型', ext);
    case 'ply':
      return latin1(b, 0, 3) === 'ply' ? null : mismatch('PLY 模型', ext);
    case 'gltf':
    case 'obj':
    case 'mtl':
    case 'dae':
      // Text formats: binary bytes mean something else was renamed.
      if (looksBinary(b)) return mismatch(ext === 'mtl' ? 'OBJ 材质（MTL）' : `${ext.toUpperCase()} 模型`, ext);
      if (ext === 'gltf' && !/^\s*\{/.test(new TextDecoder().decode(b).replace(/^\uFEFF/, ''))) return mismatch('glTF 模型', ext);
      return null;
    case 'png':
      return b[0] === 0x89 && latin1(b, 1, 3) === 'PNG' ? null : imageMismatch(b, ext);
    case 'jpg':
    case 'jpeg':
      return b[0] === 0xff && b[1] === 0xd8 ? null : imageMismatch(b, ext);
    case 'webp':
      return latin1(b, 0, 4) === 'RIFF' && latin1(b, 8, 4) === 'WEBP' ? null : imageMismatch(b, ext);
    case 'gif':
      return latin1(b, 0, 3) === 'GIF' ? null : imageMismatch(b, ext);
    case 'bmp':
      return latin1(b, 0, 2) === 'BM' ? null : imageMismatch(b, ext);
    default:
      return null;
  }
}

/** A PNG named .jpg is still a picture (the server stores it by its real type); text named .png is not. */
function imageMismatch(b: Uint8Array, ext: string): string | null {
  const isImage =
    (b[0] === 0x89 && latin1(b, 1, 3) === 'PNG') ||
    (b[0] === 0xff && b[1] === 0xd8) ||
    (latin1(b, 0, 4) === 'RIFF' && latin1(b, 8, 4) === 'WEBP') ||
    latin1(b, 0, 3) === 'GIF' ||
    latin1(b, 0, 2) === 'BM';
  return isImage ? null : mismatch('图片', ext);
}

// --- the selection as a whole ------------------------------------------------------------------------------

export interface SelectionItem {
  name: string;
  size: number;
  role: FileRole;
  /** Already on the server (counted in the used storage). */
  uploaded?: boolean;
}

export interface SelectionCheck {
  /** Block submitting. */
  errors: string[];
  /** Worth knowing; the model can still be made. */
  warnings: string[];
  /** Index of the file that is the model (or the zip). */
  main: number | null;
}

/** The rules of model/uploadModel, checked early: one model (or one zip), plus its textures and resources. */
export function checkSelection(items: readonly SelectionItem[], options: { freeBytes?: number } = {}): SelectionCheck {
  const errors: string[] = [];
  const warnings: string[] = [];
  const models = items.map((it, i) => ({ it, i })).filter(({ it }) => it.role === 'model');
  const archives = items.map((it, i) => ({ it, i })).filter(({ it }) => it.role === 'archive');
  const quoted = (list: { it: SelectionItem }[]) => list.map(({ it }) => `“${baseName(it.name)}”`).join('、');
  let main: number | null = null;

  if (items.length === 0) {
    return { errors: [`请添加模型文件：${MODEL_FORMATS_TEXT}，或一个包含模型及贴图的 ZIP 压缩包`], warnings, main };
  }
  if (items.length > MAX_MODEL_FILES)
    errors.push(`一次最多提交 ${MAX_MODEL_FILES} 个文件，当前有 ${items.length} 个；文件较多时请打包成 ZIP 上传`);
  if (archives.length > 0) {
    if (archives.length > 1) errors.push(`一次只能上传一个压缩包，当前有 ${archives.length} 个：${quoted(archives)}`);
    else if (items.length > 1) errors.push('压缩包请单独上传：把模型和它的贴图都放进同一个 ZIP 即可，其他文件请移除');
    main = archives[0]?.i ?? null;
  } else if (models.length === 0) {
    errors.push(`没有找到模型文件：请添加 ${MODEL_FORMATS_TEXT} 模型（贴图需要和模型一起上传）`);
  } else if (models.length > 1) {
    errors.push(`一次只能上传一个模型，当前有 ${models.length} 个：${quoted(models)}。请移除多余的模型，分开上传`);
  } else {
    main = models[0]?.i ?? null;
  }
  const names = new Map<string, number>();
  for (const it of items) {
    const key = baseName(it.name).toLowerCase();
    names.set(key, (names.get(key) ?? 0) + 1);
  }
  const dupes = [...names].filter(([, n]) => n > 1).map(([k]) => `“${k}”`);
  if (dupes.length > 0) warnings.push(`有同名文件 ${dupes.join('、')}：模型按文件名查找贴图，可能用错其中一个`);
  const pending = items.reduce((sum, it) => sum + (it.uploaded ? 0 : it.size), 0);
  if (options.freeBytes !== undefined && pending > options.freeBytes) {
    errors.push(`存储空间不足：还要上传 ${formatBytes(pending)}，剩余空间只有 ${formatBytes(Math.max(0, options.freeBytes))}`);
  }
  return { errors, warnings, main };
}

// --- files a model names but that were not chosen ------------------------------------------------------------

async function readText(file: Blob, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readHead(file, maxBytes));
}

/** glTF buffers and images, OBJ material libraries, MTL texture maps that are not among the chosen files. */
export async function missingReferences(files: readonly { file: Blob; path: string }[]): Promise<string[]> {
  const present = new Set(files.map((f) => baseName(f.path).toLowerCase()));
  const missing = new Set<string>();
  const want = (uri: string) => {
    if (!uri || /^data:/i.test(uri) || /^[a-z]+:\/\//i.test(uri)) return;
    let decoded = uri;
    try {
      decoded = decodeURIComponent(uri);
    } catch {
      // keep as is
    }
    const name = baseName(decoded.replace(/\\/g, '/')).trim();
    if (name && !present.has(name.toLowerCase())) missing.add(name);
  };
  for (const { file, path } of files) {
    const ext = extensionOf(path);
    try {
      if (ext === 'gltf' && file.size < 64 * 1024 * 1024) {
        const json = JSON.parse(await readText(file, file.size)) as { buffers?: { uri?: string }[]; images?: { uri?: string }[] };
        for (const b of json.buffers ?? []) if (b.uri) want(b.uri);
        for (const img of json.images ?? []) if (img.uri) want(img.uri);
      } else if (ext === 'obj') {
        const text = await readText(file, 256 * 1024);
        for (const m of text.matchAll(/^\s*mtllib\s+(.+?)\s*$/gm)) if (m[1]) want(m[1]);
      } else if (ext === 'mtl' && file.size < 4 * 1024 * 1024) {
        const text = await readText(file, file.size);
        for (const m of text.matchAll(/^[ \t]*(?:map_\w+|bump|disp|decal|refl)[ \t]+(.+?)[ \t]*$/gim)) {
          const rest = m[1] ?? '';
          // Options (-bm 0.5, -s 1 1 1) come first; the name may contain spaces, so try the whole rest, then the last word.
          const last = rest.split(/\s+/).pop() ?? '';
          const whole = rest.startsWith('-') ? last : rest;
          if (
            present.has(baseName(whole.replace(/\\/g, '/')).toLowerCase()) ||
            present.has(baseName(last.replace(/\\/g, '/')).toLowerCase())
          )
            continue;
          want(whole);
        }
      }
    } catch {
      // unreadable or not JSON: the server will say what is wrong with it
    }
  }
  return [...missing];
}

// --- reading drops and pickers ---------------------------------------------------------------------------------

interface FsEntry {
  isFile: boolean;
  isDirectory: boolean;
  name: string;
  fullPath: string;
}
interface FsFileEntry extends FsEntry {
  file(success: (file: File) => void, failure?: (error: unknown) => void): void;
}
interface FsDirectoryEntry extends FsEntry {
  createReader(): { readEntries(success: (entries: FsEntry[]) => void, failure?: (error: unknown) => void): void };
}

/** Directory walks stop here: a dropped home folder must not freeze the tab. */
const MAX_WALKED_FILES = 2000;

async function walk(entry: FsEntry, out: PickedFile[], fromFolder: boolean): Promise<void> {
  if (out.length >= MAX_WALKED_FILES) return;
  if (entry.isFile) {
    const file = await new Promise<File>((resolve, reject) => (entry as FsFileEntry).file(resolve, reject));
    out.push({ file, path: entry.fullPath.replace(/^\//, '') || file.name, fromFolder });
    return;
  }
  if (!entry.isDirectory || isJunkPath(entry.fullPath)) return;
  const reader = (entry as FsDirectoryEntry).createReader();
  // readEntries answers in batches (100 in Chrome) until it answers with none.
  for (;;) {
    const batch = await new Promise<FsEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) break;
    for (const child of batch) await walk(child, out, true);
  }
}

/**
 * Everything in a drop, folders walked. The entries must be taken while the drop event runs (the DataTransfer
 * is emptied afterwards), which is why this reads them before its first await.
 */
export async function filesFromDrop(dataTransfer: DataTransfer): Promise<PickedFile[]> {
  const items = Array.from(dataTransfer.items ?? []).filter((item) => item.kind === 'file');
  const entries = items.map((item) =>
    typeof item.webkitGetAsEntry === 'function' ? (item.webkitGetAsEntry() as FsEntry | null) : null,
  );
  const plain = Array.from(dataTransfer.files ?? []);
  if (entries.length === 0 || entries.some((e) => e === null)) {
    return plain.map((file) => ({ file, path: file.name, fromFolder: false }));
  }
  const out: PickedFile[] = [];
  for (const entry of entries) {
    if (entry) await walk(entry, out, entry.isDirectory);
  }
  return out;
}

/** Files of an <input type="file">, with folder paths when it was a webkitdirectory picker. */
export function filesFromInput(list: FileList | readonly File[] | null): PickedFile[] {
  return Array.from(list ?? []).map((file) => {
    const relative = (file as File & { webkitRelativePath?: string }).webkitRelativePath;
    return { file, path: relative || file.name, fromFolder: Boolean(relative) };
  });
}
