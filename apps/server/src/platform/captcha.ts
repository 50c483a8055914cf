import { randomInt } from 'node:crypto';
import sharp from 'sharp';

// No 0/O, 1/I/l: the code must be readable.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const W = 120;
const H = 40;

export function randomCaptchaText(length = 4): string {
  let s = '';
  for (let i = 0; i < length; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return s;
}

/**
 * The captcha as a 120x40 PNG: jittered, rotated and sheared glyphs over and under noise curves and dots. A
 * picture, not markup: an SVG carried its answer as <text> that a script could read back.
 */
export async function captchaPng(text: string): Promise<Buffer> {
  const colors = ['#1f6feb', '#d0342c', '#2f9e44', '#7048e8', '#e8590c'];
  const pick = () => colors[randomInt(colors.length)];
  const curve = () =>
    `<path d="M${randomInt(10)} ${randomInt(H)} C${randomInt(W)} ${randomInt(H)} ${randomInt(W)} ${randomInt(H)} ${W - randomInt(10)} ${randomInt(H)}" stroke="${pick()}" stroke-width="${1 + randomInt(2)}" fill="none" opacity="0.7"/>`;
  const dots = Array.from(
    { length: 40 },
    () => `<circle cx="${randomInt(W)}" cy="${randomInt(H)}" r="${1 + randomInt(2) / 2}" fill="${pick()}" opacity="0.6"/>`,
  );
  const glyphs = [...text].map((ch, i) => {
    const x = 12 + i * 26 + randomInt(6);
    const y = 29 + randomInt(6);
    return `<text x="${x}" y="${y}" fill="${pick()}" font-size="${23 + randomInt(5)}" font-family="DejaVu Sans Mono, monospace" font-weight="bold" transform="rotate(${randomInt(50) - 25} ${x} ${y}) skewX(${randomInt(24) - 12})">${ch}</text>`;
  });
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<rect width="100%" height="100%" fill="#f4f6fa"/>${dots.join('')}${curve()}${curve()}${glyphs.join('')}${curve()}${curve()}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}
