"use client";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";

type LegalDialogProps = {
  title: string;
  updatedAt: string;
  children: React.ReactNode;
};

/**
 * Footer link that opens a legal text in a modal. The text arrives as server-rendered children, so it
 * never ships in the client bundle; only the body scrolls, keeping title and "Fechar" in view on phones.
 */
export function LegalDialog({ title, updatedAt, children }: LegalDialogProps) {
  return (
    <Dialog>
      <DialogTrigger className="text-muted-foreground hover:text-foreground focus-visible:ring-ring/50 rounded-sm text-sm underline-offset-4 transition-colors outline-none hover:underline focus-visible:ring-[3px]">
        {title}
      </DialogTrigger>
      <DialogContent className="flex max-h-[90dvh] flex-col gap-0 p-0 sm:max-w-2xl">
        <DialogHeader className="border-b px-6 pt-6 pb-4 text-left">
          <DialogTitle className="pr-8 text-xl">{title}</DialogTitle>
          <DialogDescription>Última atualização: {updatedAt}</DialogDescription>
        </DialogHeader>
        {/* Focusable so keyboard users can scroll the text with the arrow keys. */}
        <div
          tabIndex={0}
          role="region"
          aria-label={`Texto completo: ${title}`}
          className="focus-visible:ring-ring/50 min-h-0 flex-1 overflow-y-auto overscroll-contain px-6 py-5 outline-none focus-visible:ring-[3px] focus-visible:ring-inset"
        >
          {children}
        </div>
        <DialogFooter className="border-t px-6 py-4">
          <DialogClose asChild>
            <Button>Fechar</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
