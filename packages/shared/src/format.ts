/** Display formatting of docs/spec/SPEC.md section 9, shared so the web and the server print numbers alike. */

/** Under 1000 as is, under 10000 as x.xk, otherwise x.xw (ten-thousands). */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return '0';
  if (n < 1000) return String(Math.trunc(n));
  if (n < 10_000) return `${trimTenth(n / 1000)}k`;
  return `${trimTenth(n / 10_000)}w`;
}

function trimTenth(v: number): string {
  return (Math.floor(v * 10) / 10).toFixed(1);
}

/** Numbers under 10 are zero padded. */
export function pad2(n: number): string {
  return n < 10 && n >= 0 ? `0${n}` : String(n);
}

/** Seconds as minutes:seconds with two-digit seconds. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(s / 60)}:${pad2(s % 60)}`;
}

/** Integer scores are shown with .0. */
export function formatScore(score: number): string {
  return Number.isInteger(score) ? `${score}.0` : String(Math.round(score * 10) / 10);
}

/**
 * A model's price as every screen shows it: free to download (its own flag), a price, or, at 0 without the
 * flag, negotiable (docs/spec/SPEC.md section 3) - the buyer asks the author for a quote.
 */
export function modelPriceText(fen: number, freeDownload: boolean): string {
  return freeDownload ? '免费' : formatPrice(fen);
}

/** Price in fen; 0 is negotiable (docs/spec/SPEC.md section 3). */
export function formatPrice(fen: number): string {
  if (fen === 0) return '面议';
  return `¥${(fen / 100).toFixed(fen % 100 === 0 ? 0 : 2)}`;
}

/** 138****0000 */
export function maskPhone(login: string): string {
  return login.length === 11 ? `${login.slice(0, 3)}****${login.slice(7)}` : login;
}
