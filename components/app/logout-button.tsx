"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { LOG_OUT } from "@/components/ui/app-icons";
import { StaticIcon } from "@/components/ui/static-icon";

export function useLogout() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const logout = () =>
    startTransition(async () => {
      // Loaded on the click: nothing else in the signed-in header's first load calls the API.
      const { postJson } = await import("@/lib/client/api");
      await postJson("/api/auth/logout");
      toast.success("Logout realizado");
      router.push("/");
      router.refresh();
    });
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
