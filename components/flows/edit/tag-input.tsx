"use client";

import { useState } from "react";
import { PlusIcon, XIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FLOW_LIMITS, normalizeTags } from "@/lib/workflow/fields";

interface Props {
  id: string;
  label?: string;
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * Free tags of one flow (edit dialog, docs/product-rules.md §11): typed and added with Enter or the plus button, shown
 * as removable chips. Trimmed; empty and duplicate tags are ignored (docs/product-rules.md §7).
 */
export function TagInput({ id, label = "Tags", value, onChange, error, disabled }: Props) {
  const [draft, setDraft] = useState("");
  const full = value.length >= FLOW_LIMITS.tagsMax;
  const hint = `Pressione Enter ou o botão + para adicionar. Até ${FLOW_LIMITS.tagsMax} tags de ${FLOW_LIMITS.tagMax} caracteres.`;

  function add() {
    const next = normalizeTags([...value, draft]);
    if (next.length <= FLOW_LIMITS.tagsMax) onChange(next);
    setDraft("");
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          maxLength={FLOW_LIMITS.tagMax}
          disabled={disabled || full}
          placeholder={full ? "Limite de tags atingido" : "Nova tag"}
          autoComplete="off"
          aria-describedby={`${id}-hint ${id}-error`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== "Enter") return;
            e.preventDefault();
            add();
          }}
        />
        <Button type="button" variant="outline" size="icon" onClick={add} disabled={disabled || full || draft.trim() === ""} aria-label="Adicionar tag">
          <PlusIcon aria-hidden />
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        {hint}
      </p>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags do fluxo">
          {value.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary" className="gap-1 pr-1">
                {tag}
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onChange(value.filter((t) => t !== tag))}
                  aria-label={`Remover tag ${tag}`}
                  className="hover:bg-background/60 focus-visible:ring-ring rounded-sm p-0.5 outline-none focus-visible:ring-2"
                >
                  <XIcon className="size-3" aria-hidden />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <p id={`${id}-error`} aria-live="polite" className="text-destructive text-sm empty:hidden">
        {error}
      </p>
    </div>
  );
}
