/** Money is integer fen (docs/ARCHITECTURE.md); shown in yuan with two decimals. */
export function fenToYuan(fen: number): string {
  return (fen / 100).toFixed(2);
}
