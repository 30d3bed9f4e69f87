"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { FolderPlusIcon } from "lucide-react";
import { Field } from "@/components/auth/field";
import { TextAreaField } from "@/components/flows/edit/text-area-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { createCollection, publishRefusal } from "@/lib/client/collections";
import { useSchemaForm } from "@/lib/client/schema-form";
import { toast } from "@/lib/client/toast";
import { COLLECTION_LIMITS, createCollectionSchema } from "@/lib/collections/schemas";
import { manageCollectionPath } from "@/lib/collections/url";
import { PUBLIC_HINT, PUBLIC_HINT_UNVERIFIED, PublicSwitch } from "./public-switch";

/** Meu Perfil → "Coleções" → "Nova coleção": name, description and whether anyone may open it. */
export function NewCollectionDialog({ emailVerified }: { emailVerified: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button">
          <FolderPlusIcon aria-hidden /> Nova coleção
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Nova coleção</DialogTitle>
          <DialogDescription>Junte fluxos que combinam. Depois, use “Adicionar à coleção” na página de cada fluxo.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: every opening starts from an empty form. */}
        <NewCollectionForm emailVerified={emailVerified} onCancel={() => setOpen(false)} onCreated={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function NewCollectionForm({ emailVerified, onCancel, onCreated }: { emailVerified: boolean; onCancel: () => void; onCreated: () => void }) {
  const router = useRouter();
  const { values, set, setValue, errors, submit, pending, clearErrors } = useSchemaForm(createCollectionSchema, {
    initial: { name: "", description: "", isPublic: false },
    send: (data) => createCollection(data),
    onSuccess: (data) => {
      toast.success("Coleção criada", {
        description: data.isPublic
          ? "Ela já pode ser compartilhada. Adicione fluxos pela página de cada um."
          : "Só você a vê. Adicione fluxos pela página de cada um.",
        action: { label: "Abrir", onClick: () => router.push(manageCollectionPath(data.id)) },
      });
      onCreated();
      router.refresh();
    },
    onFailure: (_, failure) => publishRefusal(failure),
    errorTitle: "Não foi possível criar a coleção",
    toastRefusal: true,
    signedOut: router,
  });
  const descriptionLength = [...values.description].length;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field
        id="new-collection-name"
        label="Nome"
        placeholder="Ex.: Automações de vendas"
        autoComplete="off"
        maxLength={COLLECTION_LIMITS.nameMax}
        required
        value={values.name}
        onChange={set("name")}
        error={errors.name?.[0]}
        hint={`De ${COLLECTION_LIMITS.nameMin} a ${COLLECTION_LIMITS.nameMax} caracteres.`}
      />
      <TextAreaField
        id="new-collection-description"
        label="Descrição (opcional)"
        rows={3}
        value={values.description}
        onChange={set("description")}
        error={errors.description?.[0]}
        hint={`${descriptionLength} de ${COLLECTION_LIMITS.descriptionMax} caracteres.`}
      />
      <PublicSwitch
        id="new-collection-public"
        checked={values.isPublic}
        onChange={(checked) => {
          setValue("isPublic", checked);
          clearErrors("isPublic");
        }}
        error={errors.isPublic?.[0]}
        hint={emailVerified ? PUBLIC_HINT : PUBLIC_HINT_UNVERIFIED}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? "Criando..." : "Criar coleção"}
        </Button>
      </DialogFooter>
    </form>
  );
}
