import { cx } from "@/lib/cx";

function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="skeleton" className={cx("skeleton", className)} {...props} />;
}

export { Skeleton };
