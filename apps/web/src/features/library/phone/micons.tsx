/** Inline icons of the phone model pages. */
const base = {
  width: 22,
  height: 22,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const HeartIcon = ({ on }: { on: boolean }) => (
  <svg viewBox="0 0 24 24" {...base} fill={on ? '#f5222d' : 'none'} stroke={on ? '#f5222d' : 'currentColor'} aria-hidden="true">
    <path d="M12 20s-7-4.4-9.2-9A5 5 0 0 1 12 6a5 5 0 0 1 9.2 5c-2.2 4.6-9.2 9-9.2 9z" />
  </svg>
);
export const StarIcon = ({ on }: { on: boolean }) => (
  <svg viewBox="0 0 24 24" {...base} fill={on ? '#faad14' : 'none'} stroke={on ? '#faad14' : 'currentColor'} aria-hidden="true">
    <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
  </svg>
);
export const CommentIcon = () => (
  <svg viewBox="0 0 24 24" {...base} aria-hidden="true">
    <path d="M4 5h16v11H9l-5 4z" />
  </svg>
);
export const ShareIcon = () => (
  <svg viewBox="0 0 24 24" {...base} aria-hidden="true">
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
  </svg>
);
