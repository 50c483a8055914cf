import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';

/**
 * A self-signed X.509 certificate made in the test, DER by hand (node:crypto reads certificates but does not make
 * them): what WeChat Pay's platform certificate is to a merchant, a public key under a serial number.
 */
function der(tag: number, content: Buffer): Buffer {
  const n = content.length;
  if (n < 0x80) return Buffer.concat([Buffer.from([tag, n]), content]);
  const hex = n.toString(16);
  const len = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
  return Buffer.concat([Buffer.from([tag, 0x80 | len.length]), len, content]);
}
const seq = (...parts: Buffer[]) => der(0x30, Buffer.concat(parts));
const set = (...parts: Buffer[]) => der(0x31, Buffer.concat(parts));
const integer = (bytes: Buffer) => der(0x02, (bytes[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
const utf8 = (text: string) => der(0x0c, Buffer.from(text));
const utcTime = (at: Date) => der(0x17, Buffer.from(`${at.toISOString().replace(/[-:T]/g, '').slice(2, 14)}Z`));

function oid(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [40 * first + second];
  for (const n of rest) {
    const groups = [n & 0x7f];
    for (let v = n >>> 7; v; v >>>= 7) groups.unshift((v & 0x7f) | 0x80);
    bytes.push(...groups);
  }
  return der(0x06, Buffer.from(bytes));
}

export interface TestCertificate {
  pem: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  serial: string;
}

/** An RSA-2048 key and its certificate, valid from yesterday for a year. */
export function selfSignedCertificate(serialHex: string, commonName: string): TestCertificate {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const sha256WithRsa = seq(oid('1.2.840.113549.1.1.11'), Buffer.from([0x05, 0x00]));
  const name = seq(set(seq(oid('2.5.4.3'), utf8(commonName))));
  const day = 86_400_000;
  const tbs = seq(
    der(0xa0, integer(Buffer.from([2]))), // version 3
    integer(Buffer.from(serialHex, 'hex')),
    sha256WithRsa,
    name,
    seq(utcTime(new Date(Date.now() - day)), utcTime(new Date(Date.now() + 365 * day))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
  );
  const signature = sign('sha256', tbs, privateKey);
  const cert = seq(tbs, sha256WithRsa, der(0x03, Buffer.concat([Buffer.from([0]), signature])));
  const body = cert.toString('base64').replace(/.{64}/g, '$&\n');
  return {
    pem: `-----BEGIN CERTIFICATE-----\n${body}\n-----END CERTIFICATE-----\n`.replace('\n\n', '\n'),
    privateKey,
    publicKey,
    serial: serialHex.toUpperCase(),
  };
}
