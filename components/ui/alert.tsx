import * as React from "react";
import { clsx } from "clsx";

type Variant = "default" | "destructive" | "success";

function Alert({ className, variant, ...props }: React.ComponentProps<"div"> & { variant?: Variant | null }) {
  return <div data-slot="alert" role="alert" className={clsx("alert", `alert-${variant ?? "default"}`, className)} {...props} />;
}

function AlertTitle({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="alert-title" className={clsx("alert-title", className)} {...props} />;
}

function AlertDescription({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="alert-description" className={clsx("alert-description", className)} {...props} />;
}

export { Alert, AlertTitle, AlertDescription };
