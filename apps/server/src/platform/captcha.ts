import { randomInt } from 'node:crypto';

// No 0/O, 1/I/l: the code must be readable.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function randomCaptchaText(length = 4): string {
  let s = '';
  for (let i = 0; i < length; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return s;
}

/** A 120x40 SVG with jittered, rotated glyphs and noise lines. */
export function captchaSvg(text: string): string {
  const w = 120;
  const h = 40;
  const colors = ['#1f6feb', '#d0342c', '#2f9e44', '#7048e8', '#e8590c'];
  const pick = () => colors[randomInt(colors.length)];
  const lines = Array.from({ length: 5 }, () => {
    const [x1, y1, x2, y2] = [randomInt(w), randomInt(h), randomInt(w), randomInt(h)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${pick()}" stroke-width="1" opacity="0.6"/>`;
  });
  const glyphs = [...text].map((ch, i) => {
    const x = 14 + i * 26 + randomInt(6);
    const y = 28 + randomInt(6);
    const rot = randomInt(50) - 25;
    return `<text x="${x}" y="${y}" fill="${pick()}" font-size="24" font-family="monospace" font-weight="bold" transform="rotate(${rot} ${x} ${y})">${ch}</text>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="100%" height="100%" fill="#f4f6fa"/>${lines.join('')}${glyphs.join('')}</svg>`;
}
