import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { humanLogStream } from './log-format.js';

function capture() {
  const lines: string[] = [];
  const out = new Writable({
    write(chunk: Buffer, _e, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, log: Fastify({ logger: { level: 'info', stream: humanLogStream(out) } }).log };
}

describe('terminal logs', () => {
  it('print the SMS line exactly as the README says, and one short line per request', () => {
    const { lines, log } = capture();
    log.info('[sms] 13800000000 123456');
    log.info({ method: 'GET', url: '/api/model/list', statusCode: 200, responseTime: 3.4 }, 'request completed');
    log.warn({ err: new Error('磁盘空间不足') }, 'page preview failed');
    expect(lines[0]).toBe('[sms] 13800000000 123456');
    expect(lines[1]).toBe('GET /api/model/list 200 3ms');
    expect(lines[2]).toBe('[警告] page preview failed');
    expect(lines[3]).toMatch(/^Error: 磁盘空间不足/);
  });
});
