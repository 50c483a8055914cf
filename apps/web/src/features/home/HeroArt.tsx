/** Decorative illustration: a wireframe model orbiting a planet (pure SVG, no images). */
export function HeroArt({ size = 360 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 360 360" role="img" aria-label="3D 模型示意图">
      <defs>
        <radialGradient id="hero-planet" cx="0.35" cy="0.3" r="0.8">
          <stop offset="0" stopColor="#8fb3ff" />
          <stop offset="0.55" stopColor="#3b6dff" />
          <stop offset="1" stopColor="#1233a8" />
        </radialGradient>
        <linearGradient id="hero-face" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.95" />
          <stop offset="1" stopColor="#dfe8ff" stopOpacity="0.85" />
        </linearGradient>
      </defs>
      <ellipse cx="180" cy="200" rx="165" ry="52" fill="none" stroke="#9db8ff" strokeOpacity="0.45" strokeWidth="2" />
      <circle cx="180" cy="190" r="92" fill="url(#hero-planet)" />
      <ellipse cx="180" cy="200" rx="165" ry="52" fill="none" stroke="#c9d8ff" strokeWidth="2" strokeDasharray="6 8" />
      <g transform="translate(230 60)">
        <path d="M50 0 100 28v56L50 112 0 84V28z" fill="url(#hero-face)" />
        <path d="M0 28l50 28 50-28M50 56v56" fill="none" stroke="#1f5eff" strokeWidth="3" strokeLinejoin="round" />
        <path d="M50 0 100 28v56L50 112 0 84V28z" fill="none" stroke="#1f5eff" strokeWidth="3" strokeLinejoin="round" />
      </g>
      <g fill="#ffffff">
        <circle cx="40" cy="80" r="3" opacity="0.8" />
        <circle cx="320" cy="250" r="4" opacity="0.7" />
        <circle cx="70" cy="290" r="2.5" opacity="0.8" />
        <circle cx="300" cy="30" r="2" opacity="0.9" />
      </g>
      <circle cx="24" cy="206" r="9" fill="#ffd666" />
    </svg>
  );
}
