import { hash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (pw: string, salt: Buffer, keylen: number) => Promise<Buffer>;

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
