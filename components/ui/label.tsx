import * as React from "react";
import { cx } from "@/lib/cx";

function Label({ className, ...props }: React.ComponentProps<"label">) {
  return <label data-slot="label" className={cx("field-label", className)} {...props} />;
}

export { Label };
