/** Small inline icons for the viewer toolbar (no icon library in the viewer chunk). */
import type { ReactNode } from 'react';

function Svg({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export const RotateIcon = () => (
  <Svg>
    <path d="M20 12a8 8 0 1 1-2.3-5.6" />
    <path d="M20 4v4.5h-4.5" />
  </Svg>
);
export const SunIcon = () => (
  <Svg>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </Svg>
);
export const BackgroundIcon = () => (
  <Svg>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M3 16l5-5 4 4 3-3 6 6" />
  </Svg>
);
export const CubeIcon = () => (
  <Svg>
    <path d="M12 2.8l8 4.6v9.2l-8 4.6-8-4.6V7.4z" />
    <path d="M4 7.4l8 4.6 8-4.6M12 12v9.2" />
  </Svg>
);
export const RulerIcon = () => (
  <Svg>
    <rect x="2.5" y="8" width="19" height="8" rx="1.5" />
    <path d="M6.5 8v3M10.5 8v4M14.5 8v3M18.5 8v4" />
  </Svg>
);
export const PlayIcon = () => (
  <Svg>
    <path d="M7 4.5v15l12-7.5z" fill="currentColor" />
  </Svg>
);
export const PauseIcon = () => (
  <Svg>
    <path d="M8 5v14M16 5v14" strokeWidth="3" />
  </Svg>
);
export const CameraIcon = () => (
  <Svg>
    <path d="M4 7.5h3l1.5-2.5h7L17 7.5h3a1 1 0 0 1 1 1V19a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8.5a1 1 0 0 1 1-1z" />
    <circle cx="12" cy="13" r="3.5" />
  </Svg>
);
export const ExpandIcon = () => (
  <Svg>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </Svg>
);
export const CollapseIcon = () => (
  <Svg>
    <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />
  </Svg>
);
export const HomeIcon = () => (
  <Svg>
    <path d="M3 11.5L12 4l9 7.5M5.5 9.5V20h13V9.5" />
  </Svg>
);
export const Play3dIcon = () => (
  <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
    <circle cx="32" cy="32" r="30" fill="rgba(0,0,0,0.55)" />
    <path d="M26 20v24l19-12z" fill="#fff" />
  </svg>
);
