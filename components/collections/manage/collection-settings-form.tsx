"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Field } from "@/components/auth/field";
import { TextAreaField } from "@/components/flows/edit/text-area-field";
import { Button } from "@/components/ui/button";
import { patchJson } from "@/lib/client/api";
import { publishRefusal } from "@/lib/client/collections";
import { useSchemaForm } from "@/lib/client/schema-form";
import { toast } from "@/lib/client/toast";
import { COLLECTION_LIMITS, updateCollectionSchema } from "@/lib/collections/schemas";
import { PUBLIC_HINT, PUBLIC_HINT_UNVERIFIED, PublicSwitch } from "../public-switch";

interface Values {
  name: string;
  description: string;
  isPublic: boolean;
}

interface Saved extends Values {
  featured: boolean;
}

/**
 * A collection's name, description and visibility, for its owner. The visibility is sent only when
 * it changed: an owner whose e-mail is no longer confirmed can still rename a public collection.
 */
export function CollectionSettingsForm({ id, initial, emailVerified }: { id: string; initial: Saved; emailVerified: boolean }) {
  const router = useRouter();
  const [saved, setSaved] = useState(initial);
  const { values, set, setValue, setValues, errors, submit, pending, clearErrors } = useSchemaForm(updateCollectionSchema, {
    initial: (): Values => ({ name: initial.name, description: initial.description, isPublic: initial.isPublic }),
    input: (v) => ({ name: v.name, description: v.description, ...(v.isPublic !== saved.isPublic ? { isPublic: v.isPublic } : {}) }),
    send: (data) => patchJson<Saved>(`/api/collections/${encodeURIComponent(id)}`, data),
    onSuccess: (data) => {
      const madePrivate = saved.isPublic && !data.isPublic;
      setSaved(data);
      setValues({ name: data.name, description: data.description, isPublic: data.isPublic });
      toast.success("Coleção salva", {
        description:
          data.isPublic && !saved.isPublic
            ? "Agora ela é pública: qualquer pessoa com o link pode vê-la."
            : madePrivate
              ? saved.featured
                ? "Agora só você a vê, e ela deixou de ser destaque."
                : "Agora só você a vê."
              : undefined,
      });
      router.refresh();
    },
    onFailure: (_, failure) => publishRefusal(failure),
    errorTitle: "Não foi possível salvar a coleção",
    toastRefusal: true,
    signedOut: router,
  });
  const descriptionLength = [...values.description].length;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Dados da coleção">
      <Field
        id="collection-name"
        label="Nome"
        autoComplete="off"
        maxLength={COLLECTION_LIMITS.nameMax}
        required
        value={values.name}
        onChange={set("name")}
        error={errors.name?.[0]}
        hint={`De ${COLLECTION_LIMITS.nameMin} a ${COLLECTION_LIMITS.nameMax} caracteres. O link continua o mesmo se o nome mudar.`}
      />
      <TextAreaField
        id="collection-description"
        label="Descrição (opcional)"
        rows={4}
        value={values.description}
        onChange={set("description")}
        error={errors.description?.[0]}
        hint={`${descriptionLength} de ${COLLECTION_LIMITS.descriptionMax} caracteres.`}
      />
      <PublicSwitch
        id="collection-public"
        checked={values.isPublic}
        onChange={(checked) => {
          setValue("isPublic", checked);
          clearErrors("isPublic");
        }}
        error={errors.isPublic?.[0]}
        hint={emailVerified || saved.isPublic ? PUBLIC_HINT : PUBLIC_HINT_UNVERIFIED}
      />
      <Button type="submit" disabled={pending} className="justify-self-end">
        {pending ? "Salvando..." : "Salvar alterações"}
      </Button>
    </form>
  );
}
