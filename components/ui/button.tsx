import * as React from "react";
// Hand-made instead of shadcn's cva Button: styles live in component classes (app/globals.css), so
// each button's markup is a few class names; a catalogue page's HTML and RSC payload went from 236 to 150 KB.
import { buttonVariants, type ButtonStyle } from "./button-variants";
import { Slot } from "./slot";

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
