"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Trash2Icon } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { PasswordField } from "@/components/auth/password-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { deleteJson } from "@/lib/client/api";
import { deleteAccountSchema, PROFILE_MESSAGES } from "@/lib/users/schemas";
import { failureMessage, handleSignedOut } from "@/lib/client/api-feedback";

/**
 * 'Excluir conta' (LGPD): says what goes and what stays (docs/product-rules.md §14), asks for the
 * password, and on success the session cookie is already cleared, so the user lands on the home page.
 */
export function DeleteAccountDialog() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  function onOpenChange(next: boolean) {
    if (pending) return;
    if (next) {
      setPassword("");
      setError(undefined);
    }
    setOpen(next);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!deleteAccountSchema.safeParse({ password }).success) return setError(PROFILE_MESSAGES.passwordRequired);
    setError(undefined);
    setPending(true);
    const result = await deleteJson<{ message: string }>("/api/users/profile", {
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ password }),
    });
    setPending(false);
    if (result.ok) {
      setOpen(false);
      toast.success("Conta excluída", { description: "Seus dados foram removidos da Fluxoteca." });
      router.push("/");
      router.refresh();
      return;
    }
    if (handleSignedOut(result, router)) return;
    const message = failureMessage(result, "Tente novamente.");
    if (result.fieldErrors?.password) setError(result.fieldErrors.password[0]);
    toast.error("Erro ao excluir conta", { description: message });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button type="button" variant="destructive">
          <Trash2Icon aria-hidden /> Excluir conta
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog" className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Excluir sua conta?</DialogTitle>
          <DialogDescription>Esta ação é definitiva e não pode ser desfeita.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3 text-sm">
          <div>
            <p className="font-medium">O que será apagado</p>
            <ul className="text-muted-foreground list-disc space-y-1 pl-5">
              <li>Seus dados de acesso: nome, email e senha.</li>
              <li>Seu histórico de downloads.</li>
              <li>Suas avaliações e comentários (as notas dos fluxos são recalculadas).</li>
              <li>Os fluxos que você enviou e que ainda não foram publicados (em análise ou rejeitados).</li>
            </ul>
          </div>
          <div>
            <p className="font-medium">O que permanece</p>
            <ul className="text-muted-foreground list-disc space-y-1 pl-5">
              <li>Os fluxos que você publicou continuam no catálogo, creditados a &ldquo;Usuário removido&rdquo;.</li>
              <li>Os registros de contribuições financeiras, sem ligação com você, pelo tempo que a lei exige.</li>
            </ul>
          </div>
          <p className="text-muted-foreground">Se quiser uma cópia antes, use &ldquo;Exportar meus dados&rdquo;.</p>
        </div>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <PasswordField
            id="delete-account-password"
            label="Digite sua senha para confirmar"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={error}
            required
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancelar
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? "Excluindo..." : "Excluir minha conta"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
