import { useState } from 'react';

/**
 * True from the first time `open` is true on. A part whose code loads on first use is mounted from
 * its first opening and stays mounted, so Radix can animate it out and return focus when it closes.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
