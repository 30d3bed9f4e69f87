import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

interface Props {
  icon: LucideIcon;
  iconClassName?: string;
  title: string;
  children: React.ReactNode;
  actions: React.ReactNode;
}

/** A centred full-page message with an icon, a heading, text and actions (restricted, blocked…). */
export function StatusScreen({ icon: Icon, iconClassName, title, children, actions }: Props) {
  return (
    <main id="conteudo" className="grid min-h-[60dvh] place-items-center px-4">
      <div className="grid max-w-md justify-items-center gap-4 text-center">
        <span className={cn("grid size-16 place-items-center rounded-full", iconClassName)}>
          <Icon className="size-8" aria-hidden />
        </span>
        <h1 className="text-2xl font-semibold">{title}</h1>
        {children}
        <div className="flex flex-wrap justify-center gap-2">{actions}</div>
      </div>
    </main>
  );
}
