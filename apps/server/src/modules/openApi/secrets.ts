import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Open-API secrets are derived, not stored: secret = HMAC-SHA256(OPEN_API_SECRET_KEY, key id). Verifying a request's
 * HMAC needs the secret on the server, so a stored hash alone cannot work; derivation keeps no secret (nor an
 * encrypted one) in the database at all, so a copy of the database signs nothing. The table keeps only SHA-256 of
 * the secret, which tells a key from one issued under an earlier server key (rotating that key revokes them all).
 */
export function deriveSecret(serverKey: string, keyId: string): string {
  return createHmac('sha256', serverKey).update(`open-api:${keyId}`).digest('hex');
}

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

export const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** Compares two hex strings in constant time (a timing difference would leak the signature byte by byte). */
export function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a.toLowerCase(), 'utf8');
  const y = Buffer.from(b.toLowerCase(), 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}
