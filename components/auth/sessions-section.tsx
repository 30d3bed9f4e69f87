"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { MonitorSmartphoneIcon } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { postJson } from "@/lib/client/api";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { failureMessage } from "@/lib/client/api-feedback";

/** Ends every session of the user: a lost phone or a shared computer stops being signed in. */
export function SessionsSection() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  // Pending lasts until the login page is shown: the transition holds the navigation too.
  const logoutEverywhere = () =>
    startTransition(async () => {
      const res = await postJson("/api/auth/logout-all");
      if (!res.ok) {
        toast.error("Não foi possível sair dos dispositivos", { description: failureMessage(res, "Tente novamente.") });
        return;
      }
      toast.success("Você saiu de todos os dispositivos", { description: "Entre de novo para continuar." });
      router.push("/login");
      router.refresh();
    });

  return (
    <section aria-labelledby="sessions-title">
      <Card>
        <CardHeader>
          <h2 id="sessions-title" className="flex items-center gap-2 leading-none font-semibold">
            <MonitorSmartphoneIcon className="size-4" aria-hidden /> Sessões
          </h2>
          <CardDescription>Esqueceu a conta aberta em outro computador ou perdeu o celular? Encerre todas as sessões, inclusive esta.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button type="button" variant="outline" onClick={logoutEverywhere} disabled={pending}>
            {pending ? "Saindo..." : "Sair de todos os dispositivos"}
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
