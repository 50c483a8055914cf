/** A CSS-only spinner for Suspense fallbacks (no UI library needed before a page's chunk arrives). */
export function Spinner({ label = '加载中' }: { label?: string }) {
  return (
    <div className="boot-loading" role="status" aria-label={label}>
      <span />
    </div>
  );
}
