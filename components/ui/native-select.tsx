import * as React from "react";
import { cx } from "@/lib/cx";

/** A styled native <select>: accessible and light on the bundle. */
function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return <select data-slot="native-select" className={cx("field-select", className)} {...props} />;
}

export { NativeSelect };
