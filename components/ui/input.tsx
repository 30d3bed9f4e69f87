import * as React from "react";
import { cx } from "@/lib/cx";

function Input({ className, type, ...props }: React.ComponentProps<"input">) {
  return <input type={type} data-slot="input" className={cx("field-input", className)} {...props} />;
}

export { Input };
