"use client";

import Link from "next/link";
import { CompassIcon, MenuIcon, MoonIcon, SunIcon } from "lucide-react";
import { useThemeSwitch } from "@/components/theme/theme-provider";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { SECTION_LINKS } from "./section-links";

/**
 * Compact menu for phones and small tablets: the public catalogue, section anchors and the theme switch. Loaded on the
 * first use of its trigger (mobile-menu.tsx), so it mounts open.
 */
export function MobileMenuContent() {
  const { isDark, toggle } = useThemeSwitch();

  return (
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Abrir menu de navegação">
          <MenuIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      {/* Returning focus to the trigger would cancel the smooth scroll to the chosen section. */}
      <DropdownMenuContent align="end" className="w-56" onCloseAutoFocus={(event) => event.preventDefault()}>
        <DropdownMenuLabel className="text-muted-foreground text-xs font-normal">Navegação</DropdownMenuLabel>
        <DropdownMenuItem asChild className="py-2.5">
          <Link href="/fluxos">
            <CompassIcon aria-hidden /> Explorar fluxos
          </Link>
        </DropdownMenuItem>
        {SECTION_LINKS.map((link) => (
          <DropdownMenuItem key={link.href} asChild className="py-2.5">
            <a href={link.href}>{link.label}</a>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem className="py-2.5" onSelect={toggle}>
          {isDark ? <SunIcon aria-hidden /> : <MoonIcon aria-hidden />}
          {isDark ? "Usar tema claro" : "Usar tema escuro"}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
