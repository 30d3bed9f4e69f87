"use client";

import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { Field } from "@/components/auth/field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { putJson } from "@/lib/client/api";
import { submitWithSchema, useFormAction, type FieldErrors as Errors } from "@/lib/client/form-action";
import type { FlowSummary } from "@/lib/flows/dto";
import { FLOW_LIMITS } from "@/lib/flows/flow-fields";
import { updateFlowSchema, type UpdateFlowInput } from "@/lib/flows/schemas";
import { TagInput } from "./tag-input";
import { TextAreaField } from "./text-area-field";

type EditableFlow = Pick<FlowSummary, "id" | "name" | "description" | "tutorialUrl" | "tags" | "isPublic">;
type FieldErrors = Errors<"name" | "description" | "tutorialUrl" | "tags" | "isPublic">;

interface Props {
  flow: EditableFlow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (flow: FlowSummary) => void;
  returnFocusTo?: React.RefObject<HTMLElement | null>;
}

/** docs/product-rules.md §11 edit-flow dialog: name, description, tutorial, tags and 'Tornar público'. */
export function EditFlowDialog({ flow, open, onOpenChange, onSaved, returnFocusTo }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl" returnFocusTo={returnFocusTo}>
        <DialogHeader>
          <DialogTitle>Editar fluxo</DialogTitle>
          <DialogDescription>Atualize as informações exibidas no catálogo. O JSON do fluxo não muda.</DialogDescription>
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
  const [errors, submit, pending] = useFormAction(async (_: FieldErrors, input: UpdateFlowInput): Promise<FieldErrors> => {
    const outcome = await submitWithSchema(updateFlowSchema, input, (data) => putJson<FlowSummary>(`/api/flows/${flow.id}`, data));
    if (outcome.ok) {
      toast.success("Fluxo atualizado");
      onSaved(outcome.data);
      return {};
    }
    if (outcome.failure) {
      const result = outcome.failure;
      const message = result.network ? "Erro de conexão. Tente novamente." : (result.message ?? `Erro ao atualizar fluxo: ${result.status}`);
      toast.error("Erro ao atualizar fluxo", { description: message });
    }
    return outcome.fieldErrors;
  }, {});

  return (
    <form onSubmit={submit({ name, description, tutorialUrl: tutorialUrl.trim() || null, tags, isPublic })} noValidate className="grid gap-4">
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
