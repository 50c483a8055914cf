import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One info line per finished request in place of Fastify's two ("incoming request" and "request
 * completed"): at the default level those two lines were the largest cost of a small API call.
 * Failed requests keep Fastify's own lines.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    if (this.isLogDisabled(request)) return;
    request.log.info(
      {
        method: request.method,
        url: withoutSecrets(request.url),
        statusCode: reply.statusCode,
        remoteAddress: request.ip,
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
  }
}

/**
 * Parameters that let their holder act as someone: login tokens (`token`, the `_token` link, `userToken`...), model
 * unlock tokens, the WeChat login scene and state, captcha answers. `code` too where it is WeChat's authorisation
 * code (WeChat calls, and pages, where WeChat sends the browser back); API calls' `code` is a public demand code.
 */
const SECRET = /^(.*token.*|unlock|scene|state|ticket|captcha|password|signature|echostr)$/i;

export function withoutSecrets(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const pathname = url.slice(0, q);
  const secretCode = !pathname.startsWith('/api/') || pathname.includes('wechat');
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name);
      } catch {
        // a malformed name is logged as sent
      }
      return SECRET.test(name) || (secretCode && name === 'code') ? `${pair.slice(0, eq)}=[redacted]` : pair;
    });
  return `${pathname}?${query.join('&')}`;
}
