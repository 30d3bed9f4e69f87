import * as React from "react";
// Hand-made instead of shadcn's cva Button: styles live in component classes (app/globals.css), so
// each button's markup is a few class names; a catalogue page's HTML and RSC payload went from 236 to 150 KB.
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
