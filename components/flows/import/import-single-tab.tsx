"use client";

import { useEffect, useRef, useState } from "react";
import { toast } from "@/lib/client/toast";
import { Field } from "@/components/auth/field";
import { Button } from "@/components/ui/button";
import { useFormAction } from "@/lib/client/form-action";
import { FLOW_LIMITS } from "@/lib/workflow/fields";
import { buildImportPayload, DEFAULT_IMPORT_DESCRIPTION, parseTagList, parseWorkflowText } from "@/lib/workflow/import";
import { detectPlatform } from "@/lib/workflow/platform";
import { analyzeSafety, type SafetyReport } from "@/lib/workflow/safety/index";
import { FlowSafety } from "../view/flow-safety";
import { ExistingFlowAlert, ImportSuccess } from "./import-outcome";
import { JsonFileInput } from "./json-file-input";
import { readJsonFileText } from "./read-workflow-file";
import { IMPORT_FAILED, submitImport, type ExistingFlow, type ImportOutcome } from "./submit-import";
import { TextAreaField } from "../edit/text-area-field";

interface Fields {
  name: string;
  description: string;
  tags: string;
}

const EMPTY: Fields = { name: "", description: "", tags: "" };

/** The fallbacks of docs/product-rules.md §7 for this content, shown in the editable fields. */
function suggestionsFor(text: string, fileName?: string): Fields {
  const parsed = parseWorkflowText(text);
  if (!parsed.ok) return EMPTY;
  const built = buildImportPayload(parsed.json, { origin: "", fileName });
  if (!built.ok) return EMPTY;
  return { name: built.payload.name, description: built.payload.description, tags: built.payload.tags.join(", ") };
}

/** The safety report of the pasted workflow, as moderators and the flow's page will show it; null until it is a workflow. */
function safetyOf(text: string): SafetyReport | null {
  const parsed = parseWorkflowText(text);
  const platform = parsed.ok ? detectPlatform(parsed.json) : null;
  return parsed.ok && platform ? analyzeSafety(platform, parsed.json) : null;
}

/** 'Upload Individual': paste (or load) one workflow JSON, review name, description and tags, import. */
export function ImportSingleTab({ onImported, onBusyChange }: { onImported?: () => void; onBusyChange: (busy: boolean) => void }) {
  const [text, setText] = useState("");
  const [fileName, setFileName] = useState<string>();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [suggested, setSuggested] = useState<Fields>(EMPTY);
  const [safety, setSafety] = useState<SafetyReport | null>(null);
  const [error, setError] = useState<string>();
  const [outcome, setOutcome] = useState<Extract<ImportOutcome, { ok: true }>>();
  const [existing, setExisting] = useState<ExistingFlow>();
  const contentRef = useRef<HTMLTextAreaElement>(null);

  // Fields the user has not edited follow the new content's fallbacks; edited ones are kept.
  function changeContent(next: string, nextFileName?: string) {
    setText(next);
    setFileName(nextFileName);
    setError(undefined);
    setExisting(undefined);
    const fresh = suggestionsFor(next, nextFileName);
    setFields((current) => ({
      name: current.name === suggested.name ? fresh.name : current.name,
      description: current.description === suggested.description ? fresh.description : current.description,
      tags: current.tags === suggested.tags ? fresh.tags : current.tags,
    }));
    setSuggested(fresh);
    setSafety(safetyOf(next));
  }

  async function loadFile(file: File | undefined) {
    if (!file) return;
    const read = await readJsonFileText(file);
    if (!read.ok) return toast.error("Erro ao importar", { description: read.reason });
    changeContent(read.text, file.name);
  }

  // The error, the existing flow and the success view change outside a submission too (typing,
  // 'Importar outro fluxo'), so they stay plain state that the action sets.
  const [, submit, pending] = useFormAction(async (_: null, { text, fileName, fields }: { text: string; fileName?: string; fields: Fields }) => {
    if (text.trim() === "") {
      setError("Por favor, cole o conteúdo JSON.");
      contentRef.current?.focus();
      toast.error("Por favor, cole o conteúdo JSON.");
      return null;
    }
    const parsed = parseWorkflowText(text);
    if (!parsed.ok) {
      // The toast's title already says 'JSON Inválido'; the reason follows as a sentence of its own.
      const reason = parsed.reason.replace(/^JSON inválido: /, "");
      toast.error("JSON Inválido", { description: reason.charAt(0).toUpperCase() + reason.slice(1) });
      return null;
    }
    const built = buildImportPayload(parsed.json, {
      origin: window.location.origin,
      fileName,
      name: fields.name,
      description: fields.description,
      tags: parseTagList(fields.tags),
    });
    if (!built.ok) {
      toast.error("Erro ao importar", { description: built.reason });
      return null;
    }
    const result = await submitImport(built.payload);
    if (!result.ok) {
      setExisting(result.existing);
      // The browser's own checks above say 'Erro ao importar'; here the server refused to create it.
      toast.error("Erro ao criar fluxo", { description: result.reason || IMPORT_FAILED });
      return null;
    }
    const inReview = result.flow.status === "PENDING";
    toast.success("Fluxo importado com sucesso.", { description: inReview ? "Ele está em análise e aparece no catálogo após a aprovação." : undefined });
    setOutcome(result);
    changeContent("");
    setFields(EMPTY);
    onImported?.();
    return null;
  }, null);

  // An import under way keeps the dialog open and the other tab shut.
  useEffect(() => onBusyChange(pending), [pending, onBusyChange]);

  if (outcome) {
    return (
      <div className="grid gap-4">
        <ImportSuccess outcome={outcome} />
        <Button type="button" variant="outline" onClick={() => setOutcome(undefined)} className="justify-self-start">
          Importar outro fluxo
        </Button>
      </div>
    );
  }

  const set = (key: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setFields((f) => ({ ...f, [key]: e.target.value }));

  return (
    <form onSubmit={submit({ text, fileName, fields })} noValidate className="grid gap-4">
      <TextAreaField
        ref={contentRef}
        id="import-json"
        label="Conteúdo JSON"
        placeholder='Cole aqui o JSON exportado do n8n, Typebot ou Make: { "nodes": [...], ... }'
        className="min-h-40 font-mono text-xs"
        spellCheck={false}
        value={text}
        onChange={(e) => changeContent(e.target.value, fileName)}
        error={error}
        hint={fileName ? `Arquivo carregado: ${fileName}` : undefined}
      />
      <div className="grid gap-2">
        <label htmlFor="import-json-file" className="text-muted-foreground text-sm">
          Ou carregue um arquivo .json
        </label>
        <JsonFileInput id="import-json-file" onChange={(e) => loadFile(e.target.files?.[0])} />
      </div>
      <Field id="import-name" label="Nome" value={fields.name} maxLength={FLOW_LIMITS.nameMax} placeholder="Fluxo Importado" onChange={set("name")} />
      <TextAreaField
        id="import-description"
        label="Descrição"
        className="min-h-16"
        value={fields.description}
        maxLength={FLOW_LIMITS.descriptionMax}
        placeholder={DEFAULT_IMPORT_DESCRIPTION}
        onChange={set("description")}
      />
      <Field id="import-tags" label="Tags" hint="Separe as tags por vírgula." value={fields.tags} placeholder="whatsapp, crm, ia" onChange={set("tags")} />
      <p className="text-muted-foreground text-xs">
        Fluxos importados são sempre públicos. Credenciais, dados de execução e valores que parecem segredos são removidos antes de salvar.
      </p>
      {safety && (
        <section aria-labelledby="import-safety" className="bg-muted/30 grid gap-2 rounded-lg border p-3">
          <h3 id="import-safety" className="text-sm font-semibold">
            Relatório de segurança
          </h3>
          <FlowSafety report={safety} />
          {safety.level === "high" && (
            <p className="text-muted-foreground text-xs">
              A moderação lê este relatório antes de publicar; explique na descrição por que o fluxo precisa disso.
            </p>
          )}
        </section>
      )}
      {existing && <ExistingFlowAlert subject="Este fluxo" flow={existing} />}
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? "Importando..." : "Importar fluxo"}
        </Button>
      </div>
    </form>
  );
}
