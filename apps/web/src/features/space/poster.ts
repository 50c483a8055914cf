/** The share poster: the space's banner, avatar initial, name, introduction, counts and the QR code, drawn on a canvas. */

export interface PosterInput {
  banner: string;
  nickname: string;
  intro: string;
  stats: { label: string; value: string }[];
  /** The QR code already drawn (antd's QRCode canvas). */
  qr: HTMLCanvasElement;
}

const WIDTH = 750;
const HEIGHT = 1100;

function loadImage(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => resolve(null);
    img.src = src;
  });
}

/** Splits text into lines no wider than `width`, at most `max` lines (the last one ends in "…"). */
function wrap(ctx: CanvasRenderingContext2D, text: string, width: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const ch of text.replace(/\s+/g, ' ')) {
    if (ctx.measureText(line + ch).width > width) {
      lines.push(line);
      line = ch;
      if (lines.length === max) break;
    } else line += ch;
  }
  if (lines.length < max && line) lines.push(line);
  if (lines.length === max && lines.join('').length < text.replace(/\s+/g, ' ').length) {
    lines[max - 1] = `${lines[max - 1]!.slice(0, -1)}…`;
  }
  return lines;
}

/** Draws the poster and answers it as a PNG data address. */
export async function drawPoster(input: PosterInput): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('浏览器不支持生成海报');
  ctx.fillStyle = '#f5f7fb';
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  const banner = await loadImage(input.banner);
  if (banner) {
    // object-fit: cover into 750 x 360.
    const scale = Math.max(WIDTH / banner.width, 360 / banner.height);
    const w = banner.width * scale;
    const h = banner.height * scale;
    ctx.drawImage(banner, (WIDTH - w) / 2, (360 - h) / 2, w, h);
  }
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.roundRect(40, 300, WIDTH - 80, HEIGHT - 340, 24);
  ctx.fill();
  // The avatar: the name's first character in a circle.
  ctx.fillStyle = '#1f5eff';
  ctx.beginPath();
  ctx.arc(WIDTH / 2, 300, 60, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.font = 'bold 52px sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText([...input.nickname][0] ?? '我', WIDTH / 2, 302);
  ctx.fillStyle = '#1d2129';
  ctx.font = 'bold 40px sans-serif';
  ctx.fillText(input.nickname, WIDTH / 2, 410);
  ctx.fillStyle = '#4e5969';
  ctx.font = '26px sans-serif';
  wrap(ctx, input.intro || '这个人很神秘，还没有写简介', WIDTH - 160, 2).forEach((line, i) =>
    ctx.fillText(line, WIDTH / 2, 470 + i * 38),
  );
  const cell = (WIDTH - 80) / input.stats.length;
  input.stats.forEach((s, i) => {
    const x = 40 + cell * i + cell / 2;
    ctx.fillStyle = '#1d2129';
    ctx.font = 'bold 34px sans-serif';
    ctx.fillText(s.value, x, 580);
    ctx.fillStyle = '#86909c';
    ctx.font = '22px sans-serif';
    ctx.fillText(s.label, x, 622);
  });
  ctx.drawImage(input.qr, WIDTH / 2 - 130, 680, 260, 260);
  ctx.fillStyle = '#86909c';
  ctx.font = '24px sans-serif';
  ctx.fillText('微信扫码，来我的空间看看', WIDTH / 2, 980);
  ctx.fillStyle = '#1f5eff';
  ctx.font = 'bold 24px sans-serif';
  ctx.fillText('模型星球 · 个人空间', WIDTH / 2, 1025);
  return canvas.toDataURL('image/png');
}
