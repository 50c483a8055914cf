/**
 * Log lines for a person at a terminal (`npm start`): one short line per request, messages as they were written
 * (the README's `[sms] <phone> <code>` line stays exactly that), warnings and errors marked and with their stack.
 * Machines (a pipe, a file, a log collector) keep pino's JSON lines.
 */
import { Writable } from 'node:stream';

const LEVELS: Record<number, string> = { 10: '跟踪', 20: '调试', 30: '', 40: '警告', 50: '错误', 60: '致命' };

interface LogLine {
  level?: number;
  msg?: string;
  method?: string;
  url?: string;
  statusCode?: number;
  responseTime?: number;
  err?: { message?: string; stack?: string };
}

/** One pino JSON line as a person reads it; null for lines that say nothing to them. */
export function humanLine(json: string): string | null {
  let line: LogLine;
  try {
    line = JSON.parse(json) as LogLine;
  } catch {
    return json;
  }
  const level = LEVELS[line.level ?? 30] ?? '';
  const mark = level ? `[${level}] ` : '';
  if (line.msg === 'request completed' && line.method) {
    return `${mark}${line.method} ${line.url ?? ''} ${line.statusCode ?? ''} ${Math.round(line.responseTime ?? 0)}ms`;
  }
  const stack = line.err?.stack ? `\n${line.err.stack}` : '';
  return `${mark}${line.msg ?? ''}${stack}`;
}

/** A stream for pino's `stream` option that writes humanLine's lines to `out`. */
export function humanLogStream(out: NodeJS.WritableStream): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const json of chunk.toString('utf8').split('\n')) {
        if (!json) continue;
        const text = humanLine(json);
        if (text !== null) out.write(`${text}\n`);
      }
      done();
    },
  });
}
