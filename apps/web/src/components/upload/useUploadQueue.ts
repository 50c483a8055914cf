/** React side of the upload queue: one queue per page, snapshots through useSyncExternalStore. */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { sendFile, uploadKeys } from '../../api/uploads';
import { useFileUsage } from './hooks';
import { UploadQueue, summarize } from './queue';

export function useUploadQueue(options: { concurrency?: number } = {}) {
  const usage = useFileUsage();
  const [queue] = useState(
    () =>
      new UploadQueue({
        concurrency: options.concurrency ?? 3,
        send: (file, path, role, callbacks) => sendFile(file, path, role, callbacks),
      }),
  );
  useEffect(() => {
    queue.setMaxFileBytes(usage.data?.maxFileBytes);
  }, [queue, usage.data]);
  const entries = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const summary = useMemo(() => summarize(entries), [entries]);

  // Leaving the page stops the uploads (a resumable one can continue when the same file is chosen again).
  useEffect(() => () => queue.abortAll(), [queue]);

  // A finished upload uses storage: the quota shown elsewhere is refreshed.
  const client = useQueryClient();
  useEffect(() => {
    if (summary.done > 0) void client.invalidateQueries({ queryKey: uploadKeys.usage() });
  }, [summary.done, client]);

  // Closing or reloading the tab while files are going up asks first.
  useEffect(() => {
    if (!summary.busy) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [summary.busy]);

  const freeBytes = usage.data ? usage.data.quotaBytes - usage.data.usedBytes : undefined;
  return { queue, entries, summary, usage: usage.data, freeBytes };
}

export type UploadQueueState = ReturnType<typeof useUploadQueue>;
