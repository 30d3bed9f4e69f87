import * as React from "react";
import { cx } from "@/lib/cx";

type Variant = "default" | "destructive" | "success";

function Alert({ className, variant, ...props }: React.ComponentProps<"div"> & { variant?: Variant | null }) {
  return <div data-slot="alert" role="alert" className={cx("alert", `alert-${variant ?? "default"}`, className)} {...props} />;
}

function AlertTitle({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="alert-title" className={cx("alert-title", className)} {...props} />;
}

function AlertDescription({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="alert-description" className={cx("alert-description", className)} {...props} />;
}

export { Alert, AlertTitle, AlertDescription };
