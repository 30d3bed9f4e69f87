import * as React from "react";
import { cn } from "@/lib/utils";

/** A styled native <select>: accessible and light on the bundle. */
function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return <select data-slot="native-select" className={cn("field-select", className)} {...props} />;
}

export { NativeSelect };
