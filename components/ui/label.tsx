import * as React from "react";
import { clsx } from "clsx";

function Label({ className, ...props }: React.ComponentProps<"label">) {
  return <label data-slot="label" className={clsx("field-label", className)} {...props} />;
}

export { Label };
