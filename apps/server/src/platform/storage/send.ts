import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Storage } from './types.js';

export interface BlobResponse {
  key: string;
  size: number;
  mime: string;
  /** The name offered when saving; non-ASCII names are sent per RFC 5987. */
  name: string;
  /** Shown in the browser (images, PDF, video, text) or always saved. */
  inline: boolean;
  /** Cache-Control value. Content-addressed blobs never change under one key, hence the strong ETag. */
  cacheControl: string;
}

export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Streams a stored blob with the HTTP a browser and a viewer expect: ETag and 304, byte ranges (video
 * seeking, resumable downloads), length, type, disposition and no MIME sniffing by the browser.
 */
export function sendBlob(req: FastifyRequest, reply: FastifyReply, storage: Storage, blob: BlobResponse): FastifyReply {
  const etag = `"${blob.key}"`;
  reply
    .header('etag', etag)
    .header('cache-control', blob.cacheControl)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition(blob.inline ? 'inline' : 'attachment', blob.name));
  const inm = req.headers['if-none-match'];
  if (inm && inm.split(',').some((t) => t.trim() === etag || t.trim() === `W/${etag}`)) {
    return reply.status(304).send();
  }
  reply.header('content-type', blob.mime);
  const range = parseRange(req.headers.range, blob.size);
  if (range === 'invalid') {
    return reply.status(416).header('content-range', `bytes */${blob.size}`).send();
  }
  if (range) {
    reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${blob.size}`)
      .header('content-length', String(range.end - range.start + 1));
    if (req.method === 'HEAD') return reply.send();
    return reply.send(storage.stream(blob.key, range));
  }
  reply.header('content-length', String(blob.size));
  if (req.method === 'HEAD') return reply.send();
  return reply.send(storage.stream(blob.key));
}

/** One "bytes=a-b" range (suffix and open ranges too); multiple ranges are answered with the whole file. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'invalid' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return null;
  const [, a = '', b = ''] = m;
  if (a === '' && b === '') return null;
  let start: number;
  let end: number;
  if (a === '') {
    const suffix = Number(b);
    if (suffix === 0) return 'invalid';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(a);
    end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  }
  if (start > end || start >= size) return 'invalid';
  return { start, end };
}
