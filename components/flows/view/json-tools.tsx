"use client";

import type { DetectedPlatform } from "@/lib/workflow/platform-labels";
import { CopyButton } from "./copy-button";
import { ImportGuide } from "./import-guide";

/** Sized like the Download button they sit beside. */
export const ACTION_SIZE = "h-9 px-3";

/**
 * "Copiar JSON" and "Como importar" beside Download, for a viewer holding the whole workflow JSON
 * (docs/product-rules.md §3): n8n pastes it straight onto its canvas, Typebot and Make import it as
 * a file. Inside a wrapping flex row (the guide's panel takes its own line there).
 */
export function JsonTools({ json, platform }: { json: string; platform: DetectedPlatform }) {
  return (
    <>
      <CopyButton text={json} label="Copiar JSON" className={ACTION_SIZE} />
      <ImportGuide platform={platform} />
    </>
  );
}
