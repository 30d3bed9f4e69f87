"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { LOG_OUT } from "@/components/ui/app-icons";
import { StaticIcon } from "@/components/ui/static-icon";
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
      <StaticIcon icon={LOG_OUT} /> Sair
    </Button>
  );
}
