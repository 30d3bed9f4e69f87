import * as React from "react";
import { clsx } from "clsx";

/** A styled native <select>: accessible and light on the bundle. */
function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return <select data-slot="native-select" className={clsx("field-select", className)} {...props} />;
}

export { NativeSelect };
