"use client";

import { useRef } from "react";
import { describedBy, FieldMessages } from "@/components/auth/field-messages";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { formatNumber } from "@/lib/format";
import { CHANGELOG_MAX } from "@/lib/flows/schemas";
import { JsonFileInput } from "../import/json-file-input";
import { readWorkflowFile } from "../import/read-workflow-file";
import { TextAreaField } from "./text-area-field";

/** The file chosen for a new version: its workflow once read, or why it cannot be one. */
export type VersionFile = { name: string; json: Record<string, unknown>; error?: undefined } | { name: string; json?: undefined; error: string };

interface Props {
  file: VersionFile | null;
  onFileChange: (file: VersionFile | null) => void;
  changelog: string;
  onChangelogChange: (changelog: string) => void;
  /** The reading's reason or the server's (nothing changed, another tool's JSON, a duplicate…). */
  fileError?: string;
  changelogError?: string;
  disabled?: boolean;
}

/**
 * 'Enviar nova versão' of the edit dialog (docs/product-rules.md §20): a workflow file, read and
 * checked in the browser, and an optional note on what changed. Sent with the dialog's 'Salvar'.
 */
export function NewVersionFields({ file, onFileChange, changelog, onChangelogChange, fileError, changelogError, disabled }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const id = "edit-flow-version-file";
  const hint = file?.json ? `Arquivo carregado: ${file.name}` : undefined;

  async function choose(chosen: File | undefined) {
    if (!chosen) return onFileChange(null);
    const read = await readWorkflowFile(chosen);
    onFileChange(read.ok ? { name: chosen.name, json: read.json } : { name: chosen.name, error: read.reason });
  }

  function remove() {
    if (input.current) input.current.value = "";
    onFileChange(null);
    input.current?.focus();
  }

  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border p-4">
      <legend className="px-1 text-sm font-medium">Enviar nova versão</legend>
      <p className="text-muted-foreground -mt-2 text-xs">
        Opcional. O JSON exportado da mesma ferramenta vira a próxima versão do fluxo, e quem já o baixou é avisado. Num fluxo já publicado, a nova versão pode
        passar por análise; até lá, a versão atual continua disponível.
      </p>
      <div className="grid gap-2">
        <Label htmlFor={id}>Arquivo .json da nova versão</Label>
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <JsonFileInput
            ref={input}
            id={id}
            disabled={disabled}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={describedBy(id, fileError, hint)}
            onChange={(e) => void choose(e.target.files?.[0])}
            className="max-w-full min-w-0"
          />
          {file && (
            <Button type="button" variant="ghost" size="sm" onClick={remove} disabled={disabled}>
              Remover arquivo
            </Button>
          )}
        </div>
        <FieldMessages id={id} error={fileError} hint={hint} />
      </div>
      <TextAreaField
        id="edit-flow-changelog"
        label="O que mudou nesta versão? (opcional)"
        placeholder="Ex.: agora envia também um e-mail de confirmação"
        className="min-h-20"
        maxLength={CHANGELOG_MAX}
        value={changelog}
        onChange={(e) => onChangelogChange(e.target.value)}
        disabled={disabled}
        error={changelogError}
        hint={`${formatNumber(changelog.length)}/${formatNumber(CHANGELOG_MAX)} caracteres`}
      />
    </fieldset>
  );
}
