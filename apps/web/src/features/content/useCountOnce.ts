import { useEffect, useRef } from 'react';

/** Counts a view (or anything) once per id shown on this page. */
export function useCountOnce(id: number | undefined, count: (id: number) => void): void {
  const counted = useRef<number | null>(null);
  useEffect(() => {
    if (id === undefined || counted.current === id) return;
    counted.current = id;
    count(id);
  }, [id, count]);
}
