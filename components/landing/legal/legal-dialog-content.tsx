"use client";

import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { PRIVACY_UPDATED_AT, PrivacyContent } from "./privacy-content";
import { TERMS_UPDATED_AT, TermsContent } from "./terms-content";

const DOCS = {
  termos: { Content: TermsContent, updatedAt: TERMS_UPDATED_AT },
  privacidade: { Content: PrivacyContent, updatedAt: PRIVACY_UPDATED_AT },
} as const;

export type LegalDoc = keyof typeof DOCS;

export type LegalDialogContentProps = {
  title: string;
  doc: LegalDoc;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * A legal text in a modal (opened from the footer, legal-dialog.tsx), loaded with it on demand. Only
 * the body scrolls, keeping title and "Fechar" in view on phones.
 */
export function LegalDialogContent({ title, doc, open, onOpenChange }: LegalDialogContentProps) {
  const { Content, updatedAt } = DOCS[doc];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
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
          <Content />
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
