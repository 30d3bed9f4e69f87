import * as React from "react";
// A local Slot instead of @radix-ui/react-slot for `asChild`: the few lines below keep Radix out of
// every page's first load (Radix stays for the dialogs, menus and tabs, loaded with them).
import { clsx } from "clsx";

type Props = Record<string, unknown>;
type AnyRef = React.Ref<unknown> | undefined;

function composeRefs(...refs: AnyRef[]) {
  return (node: unknown) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(node);
      else if (ref) (ref as React.RefObject<unknown>).current = node;
    }
  };
}

/**
 * The `asChild` pattern: renders its only child with these props merged in. The child's props win,
 * except that class names join, styles merge, both event handlers run (the child's first) and both
 * refs receive the node. Small enough to keep a UI library out of every page's first load.
 */
export function Slot({ children, ...slotProps }: Props & { children?: React.ReactNode }) {
  if (!React.isValidElement<Props>(children)) return null;
  const childProps = children.props;
  const merged: Props = { ...slotProps, ...childProps };
  for (const [key, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[key];
    if (childValue === undefined) continue;
    if (key === "className") merged.className = clsx(slotValue as string, childValue as string);
    else if (key === "style") merged.style = { ...(slotValue as object), ...(childValue as object) };
    else if (key === "ref") merged.ref = composeRefs(slotValue as AnyRef, childValue as AnyRef);
    else if (/^on[A-Z]/.test(key) && typeof slotValue === "function" && typeof childValue === "function") {
      merged[key] = (...args: unknown[]) => {
        childValue(...args);
        slotValue(...args);
      };
    }
  }
  return React.cloneElement(children, merged);
}
