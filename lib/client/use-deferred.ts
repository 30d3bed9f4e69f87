import { useCallback, useState, type ComponentType } from "react";

/**
 * A component whose code loads on first use. `preload` (hover, focus) starts the download early;
 * `activate` (click, key) renders it as soon as it has arrived. `load` must be a module-level
 * function so the import is shared by every instance.
 */
export function useDeferred<P>(load: () => Promise<ComponentType<P>>) {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  const preload = useCallback(() => void load(), [load]);
  const activate = useCallback(() => {
    void load().then((loaded) => setComponent(() => loaded));
  }, [load]);
  return { Component, preload, activate };
}
