import { clsx } from "clsx";

function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="skeleton" className={clsx("skeleton", className)} {...props} />;
}

export { Skeleton };
