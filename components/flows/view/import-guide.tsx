"use client";

import { useId, useState } from "react";
import { ChevronDownIcon, CircleHelpIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { DetectedPlatform } from "@/lib/workflow/platform-labels";
import { cn } from "@/lib/utils";

/*
 * How each tool takes a workflow in, in the words and menu names it shows (kept in English, as the
 * tools display them). n8n pastes workflow JSON straight onto its canvas; Typebot and Make import a
 * file, which the Download gives (or the copied JSON saved as .json).
 */
export const IMPORT_STEPS: Record<DetectedPlatform, string[]> = {
  N8N: [
    "Abra um workflow no editor do n8n e cole com Ctrl+V (⌘+V no Mac): os nós aparecem no canvas.",
    "Ou, com o arquivo baixado, abra o menu ⋯ no canto superior direito do editor e escolha Import from File…",
    "Depois, escolha as suas credenciais em cada nó que as pede.",
  ],
  TYPEBOT: [
    "O Typebot importa um arquivo: use o do Download, ou salve o JSON copiado como .json.",
    "No painel do Typebot, clique em Create a typebot e escolha Import a file.",
    "Depois, configure as suas credenciais nos blocos de integração.",
  ],
  MAKE: [
    "O Make importa um arquivo (blueprint): use o do Download, ou salve o JSON copiado como .json.",
    "Crie um cenário, abra o menu ⋯ da barra de ferramentas do editor e escolha Import Blueprint; selecione o arquivo e clique em Save.",
    "Depois, crie ou escolha as suas conexões em cada módulo.",
  ],
};

/**
 * "Como importar": a disclosure beside "Copiar JSON". Inside a wrapping flex row its panel takes a
 * line of its own at the end of the row, so the buttons stay together; in the reading order it comes
 * right after its button.
 */
export function ImportGuide({ platform, className }: { platform: DetectedPlatform; className?: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <Button type="button" variant="ghost" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)} className={className}>
        <CircleHelpIcon aria-hidden /> Como importar
        <ChevronDownIcon aria-hidden className={cn("transition-transform", open && "rotate-180")} />
      </Button>
      <div id={panelId} hidden={!open} className="bg-muted/50 order-last max-w-xl basis-full rounded-md border px-3 py-2 text-left text-sm">
        <ul className="grid list-disc gap-1 pl-5">
          {IMPORT_STEPS[platform].map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
      </div>
    </>
  );
}
