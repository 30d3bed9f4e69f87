"use client";

import type { ComponentProps } from "react";
import { Button } from "./button";

type Props = Omit<ComponentProps<typeof Button>, "onClick" | "onFocus" | "onPointerEnter" | "onKeyDown"> & {
  onPreload: () => void;
  onActivate: () => void;
};

/**
 * Stands in for a dropdown menu's trigger until the menu's code is needed: the first click, Enter,
 * Space or ArrowDown loads the real menu, which then renders already open and takes the focus.
 */
export function DeferredMenuTrigger({ onPreload, onActivate, ...props }: Props) {
  return (
    <Button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      {...props}
      onPointerEnter={onPreload}
      onFocus={onPreload}
      onClick={onActivate}
      onKeyDown={(event) => {
        if (event.key !== "ArrowDown") return;
        event.preventDefault();
        onActivate();
      }}
    />
  );
}
