"use client";

import Link from "next/link";
import { CompassIcon, LogOutIcon, MenuIcon, ShieldIcon, UserIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useLogout } from "./logout-button";

export interface MobileMenuProps {
  name: string;
  isAdmin: boolean;
}

/** The header's menu below 768 px, loaded on the first use of its trigger (mobile-menu.tsx), so it mounts open. */
export function MobileMenuContent({ name, isAdmin }: MobileMenuProps) {
  const { logout } = useLogout();
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="icon" aria-label="Abrir menu">
          <MenuIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48">
        <DropdownMenuLabel className="truncate">Olá, {name}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/fluxos">
            <CompassIcon aria-hidden /> Explorar fluxos
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/profile">
            <UserIcon aria-hidden /> Perfil
          </Link>
        </DropdownMenuItem>
        {isAdmin && (
          <DropdownMenuItem asChild>
            <Link href="/admin">
              <ShieldIcon aria-hidden /> Admin
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={logout}>
          <LogOutIcon aria-hidden /> Sair
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
