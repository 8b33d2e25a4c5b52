import { useState } from 'react';

/**
 * True from the first time `open` is true, and for good: a dialog loaded on demand (next/dynamic)
 * mounts when first opened and then stays mounted, so closing it still hands focus back and a
 * second opening is instant.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
