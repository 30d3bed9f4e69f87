"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { LogOutIcon } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { postJson } from "@/lib/client/api";

export function useLogout() {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  async function logout() {
    setPending(true);
    await postJson("/api/auth/logout");
    toast.success("Logout realizado");
    router.push("/");
    router.refresh();
  }
  return { logout, pending };
}

export function LogoutButton() {
  const { logout, pending } = useLogout();
  return (
    <Button variant="outline" size="sm" onClick={logout} disabled={pending}>
      <LogOutIcon aria-hidden /> Sair
    </Button>
  );
}
