import { hash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';

/**
 * What the web app needs, and nothing more: its own scripts (no inline ones but those hashed in per page),
 * WebAssembly for the 3D decoders (Draco, meshopt), blob: workers (three's Draco and KTX2 loaders start their
 * workers from blobs), inline styles (antd's CSS-in-JS and index.html's boot style), data: and blob: pictures
 * (captcha, screenshots, object URLs of models in the upload preview).
 */
const DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'blob:', 'data:'],
  'media-src': ["'self'", 'blob:', 'data:'],
  'worker-src': ["'self'", 'blob:'],
  // The embed dialog previews /modelshow in an iframe.
  'frame-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Pages other sites may show in an iframe: the full-window viewer the embed code points at
 * (apps/web/src/components/EmbedDialog.tsx, modules/embed) and its second layout.
 */
export const EMBEDDABLE_PAGES = new Set(['/modelshow', '/modelshow2']);

function policy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Security headers on every answer, as helmet writes them: the CSP above, no framing, nosniff, a referrer policy that
 * sends other sites the origin only (addresses may carry a `_token`), and the cross-origin policies that keep today's
 * behaviour (WeChat's login popup, pictures shown on other sites). helmet runs once, on a stand-in response, and the
 * headers it set are copied onto each answer: run per request (@fastify/helmet) it cost a third of the throughput of
 * small calls (/api/health 21,700 -> 14,000 req/s).
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: DIRECTIVES },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  })({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Sets the headers of securityHeaders() on every answer (pages then adjust theirs with pageHeaders). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders();
  // A callback hook: the async kind costs throughput on every request (see app.ts).
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}

const scriptHashes = new Map<string, string>();

/** The CSP source of an inline script's text, computed once per distinct text (page previews repeat theirs). */
function scriptHash(text: string): string {
  let h = scriptHashes.get(text);
  if (!h) {
    h = `'sha256-${hash('sha256', text, 'base64')}'`;
    if (scriptHashes.size < 100) scriptHashes.set(text, h);
  }
  return h;
}

/**
 * Headers of an HTML page of the app: its own inline scripts (the server-drawn preview's) allowed by hash, and
 * framing allowed only for the embeddable pages.
 */
export function pageHeaders(reply: FastifyReply, pathname: string, html: string): void {
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => scriptHash(m[1] ?? ''));
  const embeddable = EMBEDDABLE_PAGES.has(pathname.replace(/\/$/, ''));
  const directives = {
    ...DIRECTIVES,
    'script-src': [...(DIRECTIVES['script-src'] ?? []), ...inline],
    'frame-ancestors': embeddable ? ['*'] : ["'none'"],
  };
  reply.header('content-security-policy', policy(directives));
  if (embeddable) reply.removeHeader('x-frame-options');
}
