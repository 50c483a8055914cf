import type { UploadedFile } from '@moxing/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type * as Uploads from '../../api/uploads';
import { UPLOAD_NETWORK_TEXT, useFieldUploads, type FieldUploadOptions } from './useFieldUploads';

const sendFile = vi.hoisted(() => vi.fn());
vi.mock('../../api/uploads', async (actual) => ({ ...(await actual<typeof Uploads>()), sendFile }));

const uploaded = (file: File, kind: UploadedFile['kind']): UploadedFile => ({
  fileId: `id-${file.name}`,
  name: file.name,
  size: file.size,
  mime: 'application/octet-stream',
  url: `/api/common/file/id-${file.name}`,
  kind,
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

function field(options: Partial<FieldUploadOptions> = {}) {
  const refusals: string[] = [];
  const hook = renderHook(
    () => useFieldUploads({ kinds: ['txt', 'pdf'], max: 2, noun: '附件', onRefuse: (m) => refusals.push(m), ...options }),
    { wrapper },
  );
  return { hook, refusals };
}

describe('useFieldUploads', () => {
  afterEach(() => sendFile.mockReset());

  it('refuses too many files, the wrong type and empty files with a message, and uploads the rest through sendFile', async () => {
    sendFile.mockImplementation((file: File) => Promise.resolve(uploaded(file, 'txt')));
    const { hook, refusals } = field();
    act(() =>
      hook.result.current.add([
        new File(['说明'], '说明.txt'),
        new File([], '空.txt'),
        new File(['x'], '程序.exe'),
        new File(['y'], '第三个.txt'),
      ]),
    );
    expect(refusals).toEqual(['附件最多 2 个，还能添加 2 个', '“空.txt”是空文件']);
    await waitFor(() => expect(hook.result.current.fileIds).toEqual(['id-说明.txt']));
    expect(sendFile).toHaveBeenCalledTimes(1);
    expect(sendFile.mock.calls[0]?.[1]).toBe('说明.txt');
    expect(hook.result.current.uploading).toBe(false);

    act(() => hook.result.current.add([new File(['x'], '程序.exe')]));
    expect(refusals.at(-1)).toBe('不支持“程序.exe”的文件类型，附件只能是文本文件、PDF 文档');
  });

  it('refuses a file over the per-file limit before sending it', () => {
    const { hook, refusals } = field({ maxFileBytes: 3 });
    act(() => hook.result.current.add([new File(['12345'], '大.txt')]));
    expect(refusals).toEqual(['“大.txt”太大了，单个文件不能超过 3 B']);
    expect(hook.result.current.items).toEqual([]);
  });

  it('marks a file the server identified as another kind as failed, and keeps it out of the ids', async () => {
    sendFile.mockImplementation((file: File) => Promise.resolve(uploaded(file, 'other')));
    const { hook } = field();
    act(() => hook.result.current.add([new File(['?'], '伪装.pdf')]));
    await waitFor(() => expect(hook.result.current.failed).toBe(1));
    expect(hook.result.current.items[0]?.error).toBe('文件内容不是可接受的类型（识别为其他文件），附件只能是文本文件、PDF 文档');
    expect(hook.result.current.fileIds).toEqual([]);
    expect(hook.result.current.full).toBe(false);
  });

  it('keeps the files already attached, removes one and resets to a new list', async () => {
    const first = uploaded(new File(['a'], 'a.png'), 'image');
    const second = uploaded(new File(['b'], 'b.png'), 'image');
    sendFile.mockImplementation((file: File) => Promise.resolve(uploaded(file, 'image')));
    const { hook } = field({ kinds: ['image'], max: 3, initial: [first, second] });
    expect(hook.result.current.fileIds).toEqual([first.fileId, second.fileId]);
    act(() => hook.result.current.add([new File([PNG], 'c.png', { type: 'image/png' })]));
    await waitFor(() => expect(hook.result.current.fileIds).toEqual([first.fileId, second.fileId, 'id-c.png']));
    expect(hook.result.current.full).toBe(true);
    act(() => hook.result.current.remove(first.fileId));
    expect(hook.result.current.fileIds).toEqual([second.fileId, 'id-c.png']);
    act(() => hook.result.current.reset([]));
    expect(hook.result.current.items).toEqual([]);
  });

  it('shows the server’s message for a refusal and asks to log in again when the connection is lost', async () => {
    sendFile.mockImplementation((file: File) =>
      Promise.reject(
        file.name === '拒绝.txt'
          ? new ApiError('api', '413', '存储空间不足', undefined, 413)
          : new ApiError('network', 'network', '网络连接中断'),
      ),
    );
    const { hook } = field();
    act(() => hook.result.current.add([new File(['a'], '拒绝.txt'), new File(['b'], '断网.txt')]));
    await waitFor(() => expect(hook.result.current.failed).toBe(2));
    expect(hook.result.current.items.map((i) => i.error)).toEqual(['存储空间不足', UPLOAD_NETWORK_TEXT]);
  });
});
