"use client";

import { useEffect, useId, useOptimistic, useState, useTransition } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { PlusIcon } from "lucide-react";
import { Field } from "@/components/auth/field";
import { Button } from "@/components/ui/button";
import { failureMessage, handleSignedOut } from "@/lib/client/api-feedback";
import { createCollectionWithFlow, loadMemberCollections, setFlowInCollection } from "@/lib/client/collections";
import { useSchemaForm } from "@/lib/client/schema-form";
import { toast } from "@/lib/client/toast";
import type { MemberCollection } from "@/lib/collections/dto";
import { COLLECTION_LIMITS, createCollectionSchema } from "@/lib/collections/schemas";
import { PROFILE_COLLECTIONS_PATH } from "@/lib/collections/url";
import { formatCount } from "@/lib/format";

const checkboxClass = "border-input accent-primary focus-visible:ring-ring/50 mt-0.5 size-4 shrink-0 rounded outline-none focus-visible:ring-[3px]";

/**
 * The panel of "Adicionar à coleção": the member's collections, each with a checkbox (checked: the
 * flow is in it; a change is sent at once), and "Nova coleção", which creates a private collection
 * with this flow in it.
 */
export function CollectionPicker({ flowId, flowName }: { flowId: string; flowName: string }) {
  const router = useRouter();
  const id = useId();
  const [list, setList] = useState<MemberCollection[] | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [formShown, setFormShown] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  // Back from "Cancelar": the focus returns to "Nova coleção".
  const [cancelled, setCancelled] = useState(false);
  const [, startLoading] = useTransition();

  useEffect(() => {
    startLoading(async () => {
      const result = await loadMemberCollections(flowId);
      if (result.ok) setList(result.data.collections);
      else if (!handleSignedOut(result, router)) setFailure(failureMessage(result, `Erro ao carregar as coleções: ${result.status}`));
    });
  }, [flowId, router]);

  const changed = (collectionId: string, inCollection: boolean) =>
    setList((current) =>
      current?.map((c) => (c.id === collectionId ? { ...c, hasFlow: inCollection, flowCount: Math.max(0, c.flowCount + (inCollection ? 1 : -1)) } : c)),
    );

  const full = list !== undefined && list.length >= COLLECTION_LIMITS.perMember;
  const showForm = list !== undefined && !full && (formShown || list.length === 0);

  return (
    <>
      <div className="grid gap-1">
        <p id={`${id}-title`} className="font-semibold">
          Adicionar à coleção
        </p>
        <p className="text-muted-foreground text-xs">Marque as coleções em que este fluxo deve estar.</p>
      </div>
      {list === undefined ? (
        failure ? (
          <p role="alert" className="text-destructive text-sm">
            {failure}
          </p>
        ) : (
          <p role="status" className="text-muted-foreground text-sm">
            Carregando suas coleções...
          </p>
        )
      ) : list.length === 0 ? (
        <p className="text-muted-foreground text-sm">Você ainda não tem coleções. Crie a primeira:</p>
      ) : (
        <fieldset className="grid min-w-0">
          <legend className="sr-only">Suas coleções</legend>
          <ul role="list" className="-mx-1 grid max-h-64 gap-0.5 overflow-y-auto px-1">
            {list.map((collection) => (
              <CollectionToggle key={collection.id} collection={collection} flowId={flowId} onChanged={changed} autoFocus={collection.id === created} />
            ))}
          </ul>
        </fieldset>
      )}
      {showForm ? (
        <NewCollectionInline
          flowId={flowId}
          flowName={flowName}
          onCancel={
            list.length > 0
              ? () => {
                  setFormShown(false);
                  setCancelled(true);
                }
              : undefined
          }
          onCreated={(collection) => {
            setList((current) => [collection, ...(current ?? [])]);
            setCreated(collection.id);
            setFormShown(false);
          }}
        />
      ) : (
        list !== undefined &&
        !full && (
          <Button type="button" variant="ghost" size="sm" className="justify-self-start" autoFocus={cancelled} onClick={() => setFormShown(true)}>
            <PlusIcon aria-hidden /> Nova coleção
          </Button>
        )
      )}
      {full && <p className="text-muted-foreground text-xs">Você já tem {COLLECTION_LIMITS.perMember} coleções, o máximo.</p>}
      <Link href={PROFILE_COLLECTIONS_PATH} className="text-primary justify-self-start text-sm underline-offset-4 hover:underline">
        Gerenciar minhas coleções
      </Link>
    </>
  );
}

function CollectionToggle({
  collection,
  flowId,
  onChanged,
  autoFocus,
}: {
  collection: MemberCollection;
  flowId: string;
  onChanged: (collectionId: string, inCollection: boolean) => void;
  autoFocus: boolean;
}) {
  const router = useRouter();
  const id = useId();
  const [pending, startTransition] = useTransition();
  const [checked, setChecked] = useOptimistic(Boolean(collection.hasFlow));

  const toggle = (next: boolean) =>
    startTransition(async () => {
      setChecked(next);
      const result = await setFlowInCollection(collection.id, flowId, next);
      if (result.ok) {
        startTransition(() => onChanged(collection.id, next));
        toast.success(next ? `Adicionado a “${collection.name}”` : `Removido de “${collection.name}”`);
      } else if (!handleSignedOut(result, router)) {
        const title = next ? "Erro ao adicionar à coleção" : "Erro ao remover da coleção";
        toast.error(title, { description: failureMessage(result, `${title}: ${result.status}`) });
      }
    });

  return (
    <li>
      <label htmlFor={id} className="hover:bg-accent flex cursor-pointer items-start gap-2.5 rounded-md px-1.5 py-2">
        <input
          id={id}
          type="checkbox"
          className={checkboxClass}
          checked={checked}
          // One change at a time per collection: a click while one is sent is ignored.
          onChange={(e) => !pending && toggle(e.currentTarget.checked)}
          aria-busy={pending || undefined}
          aria-describedby={`${id}-meta`}
          autoFocus={autoFocus}
        />
        <span className="grid min-w-0 gap-0.5">
          <span className="text-sm font-medium [overflow-wrap:anywhere]">{collection.name}</span>
          <span id={`${id}-meta`} className="text-muted-foreground text-xs">
            {collection.isPublic ? "Pública" : "Privada"} · {formatCount(collection.flowCount, "fluxo", "fluxos")}
          </span>
        </span>
      </label>
    </li>
  );
}

/** "Nova coleção" inside the panel: a name, and the new private collection holds this flow. */
function NewCollectionInline({
  flowId,
  flowName,
  onCancel,
  onCreated,
}: {
  flowId: string;
  flowName: string;
  onCancel?: () => void;
  onCreated: (collection: MemberCollection) => void;
}) {
  const router = useRouter();
  const id = useId();
  const { values, set, errors, submit, pending } = useSchemaForm(createCollectionSchema, {
    initial: { name: "" },
    send: (data) => createCollectionWithFlow(data, flowId),
    onSuccess: ({ collection, added }) => {
      onCreated(collection);
      if (added.ok) toast.success("Coleção criada", { description: `“${flowName}” está em “${collection.name}”.` });
      else if (!handleSignedOut(added, router))
        toast.error("Coleção criada, mas o fluxo não entrou nela", { description: failureMessage(added, `Erro ao adicionar à coleção: ${added.status}`) });
    },
    errorTitle: "Não foi possível criar a coleção",
    signedOut: router,
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 border-t pt-3" aria-label="Nova coleção">
      <Field
        id={`${id}-name`}
        label="Nome da nova coleção"
        placeholder="Ex.: Atendimento no WhatsApp"
        autoComplete="off"
        maxLength={COLLECTION_LIMITS.nameMax}
        required
        // Opened on purpose (or the first one): the name is what comes next.
        autoFocus={onCancel !== undefined}
        value={values.name}
        onChange={set("name")}
        error={errors.name?.[0]}
        hint="Ela nasce privada; você pode torná-la pública no seu perfil."
      />
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="outline" size="sm" onClick={onCancel} disabled={pending}>
            Cancelar
          </Button>
        )}
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? "Criando..." : "Criar e adicionar"}
        </Button>
      </div>
    </form>
  );
}
