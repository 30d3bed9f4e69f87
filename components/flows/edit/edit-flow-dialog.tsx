"use client";

import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { Field } from "@/components/auth/field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { putJson } from "@/lib/client/api";
import { refreshFlowUpdates } from "@/lib/client/update-marks";
import { useSchemaForm } from "@/lib/client/schema-form";
import type { FlowSummary } from "@/lib/flows/dto";
import { FLOW_LIMITS } from "@/lib/workflow/fields";
import type { UpdatedFlow } from "@/lib/flows/mutations";
import { updateFlowSchema } from "@/lib/flows/schemas";
import { ExistingFlowAlert } from "../import/import-outcome";
import { NewVersionFields, type VersionFile } from "./new-version-fields";
import { existingFlow, type ExistingFlow } from "../import/submit-import";
import { TagInput } from "./tag-input";
import { TextAreaField } from "./text-area-field";
import { newVersionToast, refusedVersionError } from "./version-upload";
import { failureMessage } from "@/lib/client/api-feedback";

type EditableFlow = Pick<FlowSummary, "id" | "name" | "description" | "tutorialUrl" | "tags" | "isPublic">;

interface Props {
  flow: EditableFlow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (flow: FlowSummary) => void;
  returnFocusTo?: React.RefObject<HTMLElement | null>;
}

/**
 * docs/product-rules.md §11 edit-flow dialog: name, description, tutorial, tags and 'Tornar público';
 * and 'Enviar nova versão' (§20), a new workflow JSON with a note on what changed.
 */
export function EditFlowDialog({ flow, open, onOpenChange, onSaved, returnFocusTo }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl" returnFocusTo={returnFocusTo}>
        <DialogHeader>
          <DialogTitle>Editar fluxo</DialogTitle>
          <DialogDescription>Atualize as informações exibidas no catálogo ou envie uma nova versão do JSON do fluxo.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from the flow's current values. */}
        <EditFlowForm
          key={flow.id}
          flow={flow}
          onCancel={() => onOpenChange(false)}
          onSaved={(saved) => {
            onSaved?.(saved);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function EditFlowForm({ flow, onCancel, onSaved }: { flow: EditableFlow; onCancel: () => void; onSaved: (flow: FlowSummary) => void }) {
  // A new file makes the last answer about the JSON (nothing changed, a duplicate…) old news.
  const [existing, setExisting] = useState<ExistingFlow>();
  const { values, set, setValue, errors, clearErrors, submit, pending } = useSchemaForm(updateFlowSchema, {
    initial: {
      name: flow.name,
      description: flow.description,
      tutorialUrl: flow.tutorialUrl ?? "",
      tags: flow.tags,
      isPublic: flow.isPublic,
      changelog: "",
      file: null as VersionFile | null,
    },
    // Without a file nothing is sent about the JSON: editing the text makes no version.
    input: ({ file, ...v }) => ({ ...v, tutorialUrl: v.tutorialUrl.trim() || null, ...(file ? { metadata: file.json } : {}) }),
    check: ({ file }) => {
      setExisting(undefined);
      if (!file?.error) return undefined;
      toast.error("Erro ao atualizar fluxo", { description: file.error });
      return { metadata: [file.error] };
    },
    send: (data) => putJson<UpdatedFlow>(`/api/flows/${flow.id}`, data),
    onSuccess: (saved) => {
      const { newVersion } = saved;
      if (newVersion) {
        const { title, description } = newVersionToast(newVersion);
        toast.success(title, { description });
        // The marks on this browser's cards are read again (their own download may be the older version now).
        refreshFlowUpdates();
      } else toast.success("Fluxo atualizado");
      onSaved(saved);
    },
    onFailure: (errors, result, { file }) => {
      if (!result) return errors;
      const message = failureMessage(result, `Erro ao atualizar fluxo: ${result.status}`, { inline: true });
      toast.error("Erro ao atualizar fluxo", { description: message });
      if (result.code === "DUPLICATE_FLOW") setExisting(existingFlow(result.details));
      const refused = file ? refusedVersionError(result, message) : undefined;
      return refused ? { ...errors, metadata: [refused] } : errors;
    },
  });
  const { name, description, tutorialUrl, tags, isPublic, changelog, file: versionFile } = values;

  function changeVersionFile(file: VersionFile | null) {
    setValue("file", file);
    setExisting(undefined);
    clearErrors("metadata");
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field id="edit-flow-name" label="Nome" value={name} maxLength={FLOW_LIMITS.nameMax} required onChange={set("name")} error={errors.name?.[0]} />
      <TextAreaField
        id="edit-flow-description"
        label="Descrição"
        value={description}
        maxLength={FLOW_LIMITS.descriptionMax}
        required
        onChange={set("description")}
        error={errors.description?.[0]}
      />
      <Field
        id="edit-flow-tutorial"
        label="URL do tutorial (opcional)"
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=..."
        value={tutorialUrl}
        onChange={set("tutorialUrl")}
        error={errors.tutorialUrl?.[0]}
      />
      <TagInput id="edit-flow-tags" value={tags} onChange={(next) => setValue("tags", next)} error={errors.tags?.[0]} disabled={pending} />
      <div className="flex items-center gap-2">
        <input
          id="edit-flow-public"
          type="checkbox"
          checked={isPublic}
          onChange={(e) => setValue("isPublic", e.target.checked)}
          className="border-input accent-primary focus-visible:ring-ring/50 size-4 rounded outline-none focus-visible:ring-[3px]"
        />
        <label htmlFor="edit-flow-public" className="text-sm font-medium">
          Tornar público
        </label>
      </div>
      <NewVersionFields
        file={versionFile}
        onFileChange={changeVersionFile}
        changelog={changelog}
        onChangelogChange={(next) => setValue("changelog", next)}
        fileError={versionFile?.error ?? errors.metadata?.[0]}
        changelogError={errors.changelog?.[0]}
        disabled={pending}
      />
      {existing && <ExistingFlowAlert subject="Este JSON" flow={existing} />}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? "Salvando..." : "Salvar"}
        </Button>
      </DialogFooter>
    </form>
  );
}
