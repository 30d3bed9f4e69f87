import * as React from "react";
import { clsx } from "clsx";
import { Slot } from "./slot";

type Variant = "default" | "secondary" | "destructive" | "outline" | "success" | "warning";

/** Badge classes (component classes in app/globals.css). */
function badgeVariants({ variant }: { variant?: Variant | null } = {}) {
  return clsx("badge", `badge-${variant ?? "default"}`);
}

// Badges are static labels repeated many times per page (each catalogue card has several): focus and
// transition styles are added only when one is rendered as a link or button through `asChild`.
function Badge({ className, variant, asChild = false, ...props }: React.ComponentProps<"span"> & { variant?: Variant | null; asChild?: boolean }) {
  const Comp = asChild ? Slot : "span";
  return <Comp data-slot="badge" className={clsx(badgeVariants({ variant }), asChild && "badge-interactive", className)} {...props} />;
}

export { Badge, badgeVariants };
