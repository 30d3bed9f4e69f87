"use client";

import { useThemeSwitch } from "@/components/theme/theme-provider";
import { Button } from "@/components/ui/button";
import { MOON, SUN } from "@/components/ui/app-icons";
import { StaticIcon } from "@/components/ui/static-icon";

/** Switches between light and dark; icons swap by CSS so the server render needs no theme. */
export function ThemeToggle() {
  const { toggle } = useThemeSwitch();
  return (
    <Button variant="ghost" size="icon" aria-label="Alternar tema claro/escuro" title="Alternar tema" onClick={toggle}>
      <StaticIcon icon={SUN} className="hidden dark:block" />
      <StaticIcon icon={MOON} className="dark:hidden" />
    </Button>
  );
}
