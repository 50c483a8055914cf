/**
 * The uploads of one form field (a demand's reference images or attachments, a delivery's files): the same
 * UploadQueue and sendFile as every other upload, plus the field's own rules (how many, which kinds, how large),
 * refused with a message before anything is sent, and the kind the server found checked against the field's
 * kinds. No UI library in here, so the desktop (antd) and the phone (antd-mobile) render the same items.
 */
import type { UploadedFile } from '@moxing/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { ApiError, endSession, reportError } from '../../api/client';
import { sendFile, uploadKeys } from '../../api/uploads';
import { session } from '../../stores/session';
import { FILE_KINDS, fileSizeText, guessKind, kindOf, type FileKind } from './fileKinds';
import { UploadQueue, type Sender, type UploadEntry } from './queue';

export interface FieldUpload {
  uid: string;
  name: string;
  size: number;
  kind: FileKind;
  status: 'uploading' | 'done' | 'error';
  percent: number;
  file?: UploadedFile;
  error?: string;
  /** A local object URL for images (preview before and after the upload). */
  previewUrl?: string;
}

export interface FieldUploadOptions {
  /** Kinds accepted (UploadedFile.kind). */
  kinds: readonly string[];
  max: number;
  /** Per-file limit from common/file/usage, when known. */
  maxFileBytes?: number;
  /** Files already attached (editing a demand). */
  initial?: UploadedFile[];
  /** What to call the things in messages: "参考图片", "附件". */
  noun: string;
  /** Refusals before uploading (too many, wrong type, too large). */
  onRefuse?: (message: string) => void;
}

export const UPLOAD_NETWORK_TEXT = '上传失败，网络连接中断，请重新登录后再试';

/** A connection lost for good (after the resumable upload's own retries) logs out (docs/spec/SPEC.md section 8). */
const sendFieldFile: Sender = (file, path, role, callbacks) =>
  sendFile(file, path, role, callbacks).catch((error: unknown) => {
    if (!(error instanceof ApiError) || error.kind !== 'network') throw error;
    const lost = new ApiError('network', 'network', UPLOAD_NETWORK_TEXT);
    reportError(lost);
    if (session.isLoggedIn()) endSession(lost);
    throw lost;
  });

const kindNames = (kinds: readonly string[]) => kinds.map((k) => FILE_KINDS[kindOf(k)].label).join('、');

function fromUploaded(file: UploadedFile): FieldUpload {
  return { uid: file.fileId, name: file.name, size: file.size, kind: kindOf(file.kind), status: 'done', percent: 100, file };
}

export function useFieldUploads(options: FieldUploadOptions) {
  const { kinds, max, maxFileBytes, noun, onRefuse } = options;
  // The field refuses before adding (onRefuse), so the queue itself only looks at the first bytes.
  const [queue] = useState(() => new UploadQueue({ send: sendFieldFile, check: () => null }));
  const [kept, setKept] = useState<UploadedFile[]>(() => options.initial ?? []);
  // Object URLs of the chosen images; set before the queue announces the file, so a render finds them.
  const [previews] = useState(() => new Map<File, string>());
  const entries = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);

  useEffect(() => {
    return () => {
      queue.abortAll();
      for (const url of previews.values()) URL.revokeObjectURL(url);
    };
  }, [queue, previews]);

  const toItem = useCallback(
    (entry: UploadEntry): FieldUpload => {
      const base = { uid: entry.id, name: entry.name, size: entry.size, previewUrl: previews.get(entry.file) };
      const uploaded = entry.uploaded;
      if (entry.status === 'done' && uploaded) {
        const kind = kindOf(uploaded.kind);
        if (!kinds.includes(uploaded.kind)) {
          const error = `文件内容不是可接受的类型（识别为${FILE_KINDS[kind].label}），${noun}只能是${kindNames(kinds)}`;
          return { ...base, kind, status: 'error', percent: 100, error };
        }
        return { ...base, kind, status: 'done', percent: 100, file: uploaded };
      }
      const kind = guessKind(entry.name);
      if (entry.status === 'invalid' || entry.status === 'error')
        return { ...base, kind, status: 'error', percent: 0, error: entry.error };
      const percent = entry.size > 0 ? Math.min(99, Math.round((entry.sent / entry.size) * 100)) : 0;
      return { ...base, kind, status: 'uploading', percent };
    },
    [kinds, noun, previews],
  );

  const items = useMemo(() => [...kept.map(fromUploaded), ...entries.map(toItem)], [kept, entries, toItem]);
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);

  // A finished upload uses storage: the quota shown elsewhere is refreshed.
  const client = useQueryClient();
  const doneCount = entries.filter((e) => e.status === 'done').length;
  useEffect(() => {
    if (doneCount > 0) void client.invalidateQueries({ queryKey: uploadKeys.usage() });
  }, [doneCount, client]);

  /** Adds files; refuses (with a message) those beyond the limit, of the wrong type or too large. */
  const add = useCallback(
    (files: File[]) => {
      const current = itemsRef.current.filter((i) => i.status !== 'error').length;
      const room = Math.max(0, max - current);
      if (files.length > room) onRefuse?.(`${noun}最多 ${max} 个${room > 0 ? `，还能添加 ${room} 个` : '，请先删除一些'}`);
      const accepted: File[] = [];
      for (const file of files.slice(0, room)) {
        const kind = guessKind(file.name);
        if (!kinds.includes(kind)) {
          onRefuse?.(`不支持“${file.name}”的文件类型，${noun}只能是${kindNames(kinds)}`);
          continue;
        }
        if (maxFileBytes && file.size > maxFileBytes) {
          onRefuse?.(`“${file.name}”太大了，单个文件不能超过 ${fileSizeText(maxFileBytes)}`);
          continue;
        }
        if (file.size === 0) {
          onRefuse?.(`“${file.name}”是空文件`);
          continue;
        }
        if (kind === 'image' && typeof URL.createObjectURL === 'function' && !previews.has(file)) {
          previews.set(file, URL.createObjectURL(file));
        }
        accepted.push(file);
      }
      if (accepted.length > 0) queue.add(accepted.map((file) => ({ file, path: file.name, fromFolder: false })));
    },
    [kinds, max, maxFileBytes, noun, onRefuse, queue, previews],
  );

  const forget = useCallback(
    (file: File) => {
      const url = previews.get(file);
      if (url) URL.revokeObjectURL(url);
      previews.delete(file);
    },
    [previews],
  );

  const remove = useCallback(
    (uid: string) => {
      const entry = queue.getSnapshot().find((e) => e.id === uid);
      if (entry) {
        queue.remove(uid);
        forget(entry.file);
        return;
      }
      setKept((list) => list.filter((f) => f.fileId !== uid));
    },
    [queue, forget],
  );

  const reset = useCallback(
    (files: UploadedFile[]) => {
      for (const entry of queue.getSnapshot()) forget(entry.file);
      queue.clear();
      setKept(files);
    },
    [queue, forget],
  );

  const done = items.filter((i) => i.status === 'done' && i.file);
  return {
    items,
    add,
    remove,
    reset,
    /** File ids of the finished uploads, in order. */
    fileIds: done.map((i) => i.file?.fileId ?? ''),
    uploading: items.some((i) => i.status === 'uploading'),
    failed: items.filter((i) => i.status === 'error').length,
    full: items.filter((i) => i.status !== 'error').length >= max,
  };
}

export type FieldUploads = ReturnType<typeof useFieldUploads>;
