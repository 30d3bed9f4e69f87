import { useState } from "react";

/**
 * True once `open` has been true: a dialog whose code loads on demand mounts on its first opening
 * and then stays mounted, so closing it keeps its exit animation and focus return.
 */
export function useOpened(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
