type Variant = "default" | "destructive" | "outline" | "secondary" | "ghost" | "link";
type Size = "default" | "sm" | "lg" | "icon";

export interface ButtonStyle {
  variant?: Variant | null;
  size?: Size | null;
  className?: string;
}

/**
 * The button's classes (component classes in app/globals.css), for elements styled as a button.
 * Apart from Button so that using them costs no Slot (the error screens, components/app/load-error.tsx),
 * and joined by hand so that they cost no clsx there either.
 */
export function buttonVariants({ variant, size, className }: ButtonStyle = {}) {
  const classes = `btn btn-${variant ?? "default"} btn-${!size || size === "default" ? "md" : size}`;
  return className ? `${classes} ${className}` : classes;
}
