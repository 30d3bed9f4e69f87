import Link from "next/link";
import { WorkflowIcon } from "lucide-react";
import { cn } from "@/lib/utils";

export function Logo({ href = "/", className }: { href?: string; className?: string }) {
  return (
    <Link href={href} className={cn("flex items-center gap-2 rounded-md font-semibold tracking-tight", className)} aria-label="Fluxoteca, página inicial">
      <span className="bg-primary text-primary-foreground grid size-8 place-items-center rounded-lg">
        <WorkflowIcon className="size-4.5" aria-hidden />
      </span>
      <span className="text-lg">Fluxoteca</span>
    </Link>
  );
}
