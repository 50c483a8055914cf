import net from 'node:net';

/**
 * The network is locked out of tests: only loopback may be reached (the local PostgreSQL, and local
 * servers that stand in for WeChat or an SMS gateway).
 */
const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost', '::ffff:127.0.0.1']);
// eslint-disable-next-line @typescript-eslint/unbound-method -- re-applied below with the socket as `this`
const originalConnect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function patched(this: net.Socket, ...args: unknown[]) {
  const first = args[0] as { host?: string; path?: string } | number | string;
  const host =
    typeof first === 'object' && first !== null
      ? first.path
        ? 'localhost'
        : (first.host ?? 'localhost')
      : typeof args[1] === 'string'
        ? args[1]
        : 'localhost';
  if (!LOOPBACK.has(host)) throw new Error(`测试中禁止访问外部网络: ${host}`);
  return Reflect.apply(originalConnect, this, args) as net.Socket;
};
