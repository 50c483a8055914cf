/**
 * The kinds of an uploaded file (UploadedFile.kind, decided by the server from the bytes): a badge, a label and a
 * colour for each, and a guess from the name before the upload. Shared by every form that takes attachments.
 */
import type { UploadedFile } from '@moxing/shared';

export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`;
}

export type FileKind = UploadedFile['kind'];

/** Short label and colour of each attachment type (docs/spec/SPEC.md section 3: DOC, XLS, PPT, TXT, PDF, VIDEO, ZIP, RAR, other). */
export const FILE_KINDS: Record<FileKind, { badge: string; label: string; color: string }> = {
  doc: { badge: 'DOC', label: 'Word 文档', color: '#2b579a' },
  xls: { badge: 'XLS', label: 'Excel 表格', color: '#217346' },
  ppt: { badge: 'PPT', label: 'PPT 演示文稿', color: '#d24726' },
  txt: { badge: 'TXT', label: '文本文件', color: '#5c6370' },
  pdf: { badge: 'PDF', label: 'PDF 文档', color: '#e02f2f' },
  video: { badge: '视频', label: '视频', color: '#7c3aed' },
  zip: { badge: 'ZIP', label: 'ZIP 压缩包', color: '#b7791f' },
  rar: { badge: 'RAR', label: 'RAR 压缩包', color: '#8b5a2b' },
  image: { badge: '图片', label: '图片', color: '#0ea5e9' },
  model: { badge: '3D', label: '3D 模型', color: '#1d54e6' },
  other: { badge: '文件', label: '其他文件', color: '#5f6b7d' },
};

export function kindOf(kind: string): FileKind {
  return kind in FILE_KINDS ? (kind as FileKind) : 'other';
}

/** Guesses the kind from a file name before it is uploaded (the server decides from the bytes afterwards). */
export function guessKind(name: string): FileKind {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  if (['png', 'jpg', 'jpeg', 'webp', 'gif', 'bmp'].includes(ext)) return 'image';
  if (['doc', 'docx'].includes(ext)) return 'doc';
  if (['xls', 'xlsx'].includes(ext)) return 'xls';
  if (['ppt', 'pptx'].includes(ext)) return 'ppt';
  if (ext === 'txt') return 'txt';
  if (ext === 'pdf') return 'pdf';
  if (['mp4', 'mov', 'm4v'].includes(ext)) return 'video';
  if (ext === 'zip') return 'zip';
  if (ext === 'rar') return 'rar';
  if (['glb', 'gltf', 'obj', 'fbx', 'stl', 'ply', 'dae', '3ds'].includes(ext)) return 'model';
  return 'other';
}
