/** A drawn picture for a showcase entry (no image files, no outside address): a scanner silhouette and its code. */
const PALETTES = [
  ['#0b3d91', '#1f5eff'],
  ['#0e5e5e', '#13a8a8'],
  ['#4a1a8a', '#7b3fe4'],
  ['#7a3300', '#c25e00'],
];

export function ShowcaseArt({ code, index, className }: { code: string; index: number; className?: string }) {
  const [dark, light] = PALETTES[index % PALETTES.length]!;
  const id = `showcase-grad-${index}`;
  return (
    <svg className={className} viewBox="0 0 320 160" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={dark} />
          <stop offset="1" stopColor={light} />
        </linearGradient>
      </defs>
      <rect width="320" height="160" fill={`url(#${id})`} />
      <g fill="none" stroke="#fff" strokeOpacity="0.25">
        {[30, 55, 80, 105].map((r) => (
          <circle key={r} cx="240" cy="80" r={r} />
        ))}
      </g>
      <rect x="220" y="40" width="40" height="80" rx="10" fill="#fff" fillOpacity="0.9" />
      <rect x="228" y="50" width="24" height="16" rx="3" fill={dark} />
      <text x="24" y="92" fill="#fff" fontSize="28" fontWeight="700" fontFamily="sans-serif">
        {code}
      </text>
    </svg>
  );
}
