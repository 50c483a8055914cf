/** Label/value facts as a description list, desktop and phone (each styles it with its own class). */
import type { ReactNode } from 'react';

export function FactList({
  rows,
  className,
  children,
}: {
  rows: { label: string; value: string }[];
  className?: string;
  children?: ReactNode;
}) {
  return (
    <dl className={className}>
      {rows.map((r) => (
        <div key={r.label}>
          <dt>{r.label}</dt>
          <dd>{r.value}</dd>
        </div>
      ))}
      {children}
    </dl>
  );
}
