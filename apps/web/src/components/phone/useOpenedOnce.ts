import { useEffect, useState } from 'react';

/**
 * For a bottom sheet (antd-mobile Popup) that is closed when the page opens: a closed Popup still runs its
 * spring and gesture hooks on every render, which a phone pays for while the page starts. Mount it from its
 * first opening on: closed at first and opened right after, so that it still slides in.
 */
export function useOpenedOnce(open: boolean): { mounted: boolean; visible: boolean } {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (!open || opened) return;
    const frame = requestAnimationFrame(() => setOpened(true));
    return () => cancelAnimationFrame(frame);
  }, [open, opened]);
  return { mounted: opened || open, visible: opened && open };
}
