import { hash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { errors } from './errors.js';

const scryptRaw = promisify(scrypt) as (pw: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/**
 * scrypt runs on libuv's thread pool (4 threads), which file reads, compression and DNS share. Unbounded, a login
 * flood filled all four and file serving slowed from 3 ms to 770 ms; one hash at a time leaves three threads to
 * the rest. Past MAX_WAITING queued hashes the server answers "busy" rather than letting the queue grow.
 */
const CONCURRENT = 1;
const MAX_WAITING = 64;
let running = 0;
const waiting: (() => void)[] = [];

async function scryptAsync(pw: string, salt: Buffer, keylen: number): Promise<Buffer> {
  if (running >= CONCURRENT) {
    if (waiting.length >= MAX_WAITING) throw errors.rateLimited('服务器繁忙，请稍后再试', 5);
    // Woken with the finishing hash's slot handed over, so nobody can slip in between.
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running += 1;
  try {
    return await scryptRaw(pw, salt, keylen);
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** scrypt over the client's SHA-256 hex: the server never sees, and never stores, the plain password. */
export async function hashPassword(clientHash: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(clientHash, salt, 32);
  return `scrypt$${salt.toString('base64')}$${key.toString('base64')}`;
}

// Compared against when the account does not exist, so a wrong number costs as long as a wrong password.
const DUMMY = 'scrypt$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

export async function verifyPassword(clientHash: string, stored: string | null): Promise<boolean> {
  const [scheme, saltB64, keyB64] = (stored ?? DUMMY).split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const key = await scryptAsync(clientHash, Buffer.from(saltB64, 'base64'), expected.length);
  return stored !== null && timingSafeEqual(key, expected);
}

// The one-shot hash: a third of createHash's cost, and every authenticated request pays it.
export function sha256Hex(value: string): string {
  return hash('sha256', value, 'hex');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
