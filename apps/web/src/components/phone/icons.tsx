/** The few icons the mobile layout needs, inline (keeps antd out of the phone start-up). */
const base = { width: '1em', height: '1em', fill: 'none', stroke: 'currentColor', strokeWidth: 2 } as const;

export function HomeIcon() {
  return (
    <svg viewBox="0 0 24 24" {...base} strokeLinejoin="round" aria-hidden="true">
      <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />
    </svg>
  );
}

export function UserIcon({ size = '1em' }: { size?: string | number }) {
  return (
    <svg viewBox="0 0 24 24" {...base} width={size} height={size} strokeLinecap="round" aria-hidden="true">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
    </svg>
  );
}
