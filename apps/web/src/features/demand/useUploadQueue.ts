/**
 * Files chosen for a demand (reference images, attachments) or a delivery: each is uploaded at once through
 * common/file/upload with progress; the form submits the file ids of the finished ones. No UI library in here,
 * so the desktop (antd) and the phone (antd-mobile) pages render the same queue.
 */
import type { UploadedFile } from '@moxing/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadFile } from './api';
import { errorText } from '../../lib/errorText';
import { FILE_KINDS, fileSizeText, guessKind, kindOf, type FileKind } from './format';

export interface UploadItem {
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

export interface UploadQueueOptions {
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

let seq = 0;
const nextUid = () => `u${Date.now().toString(36)}${(seq++).toString(36)}`;

function fromUploaded(file: UploadedFile): UploadItem {
  return { uid: file.fileId, name: file.name, size: file.size, kind: kindOf(file.kind), status: 'done', percent: 100, file };
}

const kindNames = (kinds: readonly string[]) => kinds.map((k) => FILE_KINDS[kindOf(k)].label).join('、');

export function useUploadQueue(options: UploadQueueOptions) {
  const { kinds, max, maxFileBytes, noun, onRefuse } = options;
  const [items, setItems] = useState<UploadItem[]>(() => (options.initial ?? []).map(fromUploaded));
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const open = controllers.current;
    return () => {
      for (const c of open.values()) c.abort();
      for (const item of itemsRef.current) if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
    };
  }, []);

  const patch = useCallback((uid: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.uid === uid ? { ...item, ...change } : item)));
  }, []);

  const start = useCallback(
    (uid: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(uid, controller);
      uploadFile(file, {
        silent: true,
        signal: controller.signal,
        onProgress: (percent) => patch(uid, { percent }),
      }).then(
        (uploaded) => {
          controllers.current.delete(uid);
          if (!kinds.includes(uploaded.kind)) {
            patch(uid, {
              status: 'error',
              kind: kindOf(uploaded.kind),
              error: `文件内容不是可接受的类型（识别为${FILE_KINDS[kindOf(uploaded.kind)].label}），${noun}只能是${kindNames(kinds)}`,
            });
            return;
          }
          patch(uid, { status: 'done', percent: 100, file: uploaded, kind: kindOf(uploaded.kind) });
        },
        (error: unknown) => {
          controllers.current.delete(uid);
          patch(uid, { status: 'error', error: errorText(error) });
        },
      );
    },
    [kinds, noun, patch],
  );

  /** Adds files; refuses (with a message) those beyond the limit, of the wrong type or too large. */
  const add = useCallback(
    (files: File[]) => {
      const current = itemsRef.current.filter((i) => i.status !== 'error').length;
      const room = Math.max(0, max - current);
      if (files.length > room) onRefuse?.(`${noun}最多 ${max} 个${room > 0 ? `，还能添加 ${room} 个` : '，请先删除一些'}`);
      const accepted: { item: UploadItem; file: File }[] = [];
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
        const uid = nextUid();
        accepted.push({
          file,
          item: {
            uid,
            name: file.name,
            size: file.size,
            kind,
            status: 'uploading',
            percent: 0,
            previewUrl: kind === 'image' && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined,
          },
        });
      }
      if (accepted.length === 0) return;
      setItems((list) => [...list, ...accepted.map((a) => a.item)]);
      for (const { item, file } of accepted) start(item.uid, file);
    },
    [kinds, max, maxFileBytes, noun, onRefuse, start],
  );

  const remove = useCallback((uid: string) => {
    controllers.current.get(uid)?.abort();
    controllers.current.delete(uid);
    setItems((list) => {
      const gone = list.find((i) => i.uid === uid);
      if (gone?.previewUrl) URL.revokeObjectURL(gone.previewUrl);
      return list.filter((i) => i.uid !== uid);
    });
  }, []);

  const reset = useCallback((files: UploadedFile[]) => {
    for (const c of controllers.current.values()) c.abort();
    controllers.current.clear();
    setItems(files.map(fromUploaded));
  }, []);

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

export type UploadQueue = ReturnType<typeof useUploadQueue>;
