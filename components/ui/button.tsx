import * as React from "react";
import { cx } from "@/lib/cx";
import { Slot } from "./slot";

type Variant = "default" | "destructive" | "outline" | "secondary" | "ghost" | "link";
type Size = "default" | "sm" | "lg" | "icon";

interface ButtonStyle {
  variant?: Variant | null;
  size?: Size | null;
  className?: string;
}

/** The button's classes (component classes in app/globals.css), for elements styled as a button. */
function buttonVariants({ variant, size, className }: ButtonStyle = {}) {
  return cx("btn", `btn-${variant ?? "default"}`, `btn-${!size || size === "default" ? "md" : size}`, className);
}

function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<"button"> & Omit<ButtonStyle, "className"> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : "button";
  return <Comp data-slot="button" className={buttonVariants({ variant, size, className })} {...props} />;
}

export { Button, buttonVariants };
