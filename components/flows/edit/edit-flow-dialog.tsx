"use client";

import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { Field } from "@/components/auth/field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { putJson } from "@/lib/client/api";
import { refreshFlowUpdates } from "@/lib/client/update-marks";
import { submitWithSchema, useFormAction, type FieldErrors as Errors } from "@/lib/client/form-action";
import type { FlowSummary } from "@/lib/flows/dto";
import { FLOW_LIMITS } from "@/lib/workflow/fields";
import type { UpdatedFlow } from "@/lib/flows/mutations";
import { updateFlowSchema, type UpdateFlowInput } from "@/lib/flows/schemas";
import { ExistingFlowAlert } from "../import/import-outcome";
import { NewVersionFields, type VersionFile } from "./new-version-fields";
import { existingFlow, type ExistingFlow } from "../import/submit-import";
import { TagInput } from "./tag-input";
import { TextAreaField } from "./text-area-field";
import { newVersionToast, refusedVersionError } from "./version-upload";
import { failureMessage } from "@/lib/client/api-feedback";

type EditableFlow = Pick<FlowSummary, "id" | "name" | "description" | "tutorialUrl" | "tags" | "isPublic">;
type FieldErrors = Errors<"name" | "description" | "tutorialUrl" | "tags" | "isPublic" | "metadata" | "changelog">;

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
  const [name, setName] = useState(flow.name);
  const [description, setDescription] = useState(flow.description);
  const [tutorialUrl, setTutorialUrl] = useState(flow.tutorialUrl ?? "");
  const [tags, setTags] = useState(flow.tags);
  const [isPublic, setIsPublic] = useState(flow.isPublic);
  const [versionFile, setVersionFile] = useState<VersionFile | null>(null);
  const [changelog, setChangelog] = useState("");
  // A new file makes the last answer about the JSON (nothing changed, a duplicate…) old news.
  const [existing, setExisting] = useState<ExistingFlow>();
  const [answered, setAnswered] = useState<FieldErrors>();
  const [errors, submit, pending] = useFormAction(
    async (_: FieldErrors, { input, file }: { input: UpdateFlowInput; file: VersionFile | null }): Promise<FieldErrors> => {
      setExisting(undefined);
      if (file?.error) {
        toast.error("Erro ao atualizar fluxo", { description: file.error });
        return { metadata: [file.error] };
      }
      // Without a file nothing is sent about the JSON: editing the text makes no version.
      const values = file ? { ...input, metadata: file.json } : input;
      const outcome = await submitWithSchema(updateFlowSchema, values, (data) => putJson<UpdatedFlow>(`/api/flows/${flow.id}`, data));
      if (outcome.ok) {
        const { newVersion } = outcome.data;
        if (newVersion) {
          const { title, description } = newVersionToast(newVersion);
          toast.success(title, { description });
          // The marks on this browser's cards are read again (their own download may be the older version now).
          refreshFlowUpdates();
        } else toast.success("Fluxo atualizado");
        onSaved(outcome.data);
        return {};
      }
      if (outcome.failure) {
        const result = outcome.failure;
        const message = failureMessage(result, `Erro ao atualizar fluxo: ${result.status}`, { inline: true });
        toast.error("Erro ao atualizar fluxo", { description: message });
        if (result.code === "DUPLICATE_FLOW") setExisting(existingFlow(result.details));
        const refused = file ? refusedVersionError(result, message) : undefined;
        if (refused) return { ...outcome.fieldErrors, metadata: [refused] };
      }
      return outcome.fieldErrors;
    },
    {},
  );
  const fresh = errors !== answered;

  function changeVersionFile(file: VersionFile | null) {
    setVersionFile(file);
    setExisting(undefined);
    setAnswered(errors);
  }

  return (
    <form
      onSubmit={submit({ input: { name, description, tutorialUrl: tutorialUrl.trim() || null, tags, isPublic, changelog }, file: versionFile })}
      noValidate
      className="grid gap-4"
    >
      <Field id="edit-flow-name" label="Nome" value={name} maxLength={FLOW_LIMITS.nameMax} required onChange={(e) => setName(e.target.value)} error={errors.name?.[0]} />
      <TextAreaField
        id="edit-flow-description"
        label="Descrição"
        value={description}
        maxLength={FLOW_LIMITS.descriptionMax}
        required
        onChange={(e) => setDescription(e.target.value)}
        error={errors.description?.[0]}
      />
      <Field
        id="edit-flow-tutorial"
        label="URL do tutorial (opcional)"
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=..."
        value={tutorialUrl}
        onChange={(e) => setTutorialUrl(e.target.value)}
        error={errors.tutorialUrl?.[0]}
      />
      <TagInput id="edit-flow-tags" value={tags} onChange={setTags} error={errors.tags?.[0]} disabled={pending} />
      <div className="flex items-center gap-2">
        <input
          id="edit-flow-public"
          type="checkbox"
          checked={isPublic}
          onChange={(e) => setIsPublic(e.target.checked)}
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
        onChangelogChange={setChangelog}
        fileError={versionFile?.error ?? (fresh ? errors.metadata?.[0] : undefined)}
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
