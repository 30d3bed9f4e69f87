"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { HEART_HANDSHAKE } from "@/components/ui/app-icons";
import { StaticIcon } from "@/components/ui/static-icon";
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
        <StaticIcon icon={HEART_HANDSHAKE} /> {label}
      </Button>
      {mounted && <ContributionDialog open={open} onOpenChange={setOpen} {...settings} />}
    </>
  );
}
