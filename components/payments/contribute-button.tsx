"use client";

import { useState } from "react";
import { HeartHandshakeIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useOpened } from "@/lib/client/use-opened";
import type { ContributionSettings } from "./contribution-dialog";
import { ContributionDialog, preloadContributionDialog } from "./lazy-contribution-dialog";

/** A button that opens 'Apoie o Projeto' (header 'Contribuir', 'Acesso Bloqueado' screen). */
export function ContributeButton({
  settings,
  label = "Contribuir",
  ...button
}: { settings: ContributionSettings; label?: string } & Omit<React.ComponentProps<typeof Button>, "onClick">) {
  const [open, setOpen] = useState(false);
  const mounted = useOpened(open);
  return (
    <>
      <Button type="button" onPointerEnter={preloadContributionDialog} onFocus={preloadContributionDialog} {...button} onClick={() => setOpen(true)}>
        <HeartHandshakeIcon aria-hidden /> {label}
      </Button>
      {mounted && <ContributionDialog open={open} onOpenChange={setOpen} {...settings} />}
    </>
  );
}
