"use client";

import { useState } from "react";
import { HeartHandshakeIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ContributionDialog, type ContributionSettings } from "./contribution-dialog";

/** A button that opens 'Apoie o Projeto' (header 'Contribuir', 'Acesso Bloqueado' screen). */
export function ContributeButton({
  settings,
  label = "Contribuir",
  ...button
}: { settings: ContributionSettings; label?: string } & Omit<React.ComponentProps<typeof Button>, "onClick">) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" {...button} onClick={() => setOpen(true)}>
        <HeartHandshakeIcon aria-hidden /> {label}
      </Button>
      <ContributionDialog open={open} onOpenChange={setOpen} {...settings} />
    </>
  );
}
