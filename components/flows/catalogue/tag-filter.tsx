"use client";

import { useId, useState } from "react";
import { PlusIcon, XIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { suggestTags } from "@/lib/flows/tag-suggestions";

interface Props {
  available: string[];
  selected: string[];
  onChange: (tags: string[]) => void;
}

/** Tag multi-select (docs/product-rules.md §11): chips of the chosen tags, a box with suggestions, Limpar tudo. */
export function TagFilter({ available, selected, onChange }: Props) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [focused, setFocused] = useState(false);
  const suggestions = suggestTags(available, query, selected);

  function add(tag: string) {
    if (!selected.includes(tag)) onChange([...selected, tag]);
    setQuery("");
  }

  return (
    <div className="grid gap-2">
      <label htmlFor={`${id}-input`} className="text-sm font-medium">
        Tags
      </label>
      {selected.length > 0 && (
        <div className="flex flex-wrap items-center gap-1.5">
          {selected.map((tag) => (
            <Badge key={tag} variant="secondary" className="gap-1 pr-1">
              {tag}
              <button
                type="button"
                onClick={() => onChange(selected.filter((t) => t !== tag))}
                aria-label={`Remover tag ${tag}`}
                className="hover:bg-background/60 rounded-sm p-0.5"
              >
                <XIcon className="size-3" aria-hidden />
              </button>
            </Badge>
          ))}
          <Button type="button" variant="link" size="sm" className="h-auto px-1" onClick={() => onChange([])}>
            Limpar tudo
          </Button>
        </div>
      )}
      <p id={`${id}-hint`} className="sr-only">
        Digite para ver sugestões; Enter adiciona a primeira.
      </p>
      <div
        className="relative"
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
        }}
      >
        <Input
          id={`${id}-input`}
          value={query}
          placeholder="Digite para buscar tags..."
          autoComplete="off"
          onChange={(e) => setQuery(e.target.value)}
          onFocus={() => setFocused(true)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && suggestions[0]) {
              e.preventDefault();
              add(suggestions[0]);
            }
          }}
          aria-describedby={`${id}-hint`}
        />
        {focused && suggestions.length > 0 && (
          <ul id={`${id}-list`} aria-label="Sugestões de tags" className="bg-popover absolute z-20 mt-1 grid w-full gap-0.5 rounded-md border p-1 shadow-md">
            {suggestions.map((tag) => (
              <li key={tag}>
                <button
                  type="button"
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => add(tag)}
                  className="hover:bg-accent focus-visible:bg-accent flex w-full items-center gap-2 rounded-sm px-2 py-1.5 text-left text-sm outline-none"
                  aria-label={`Adicionar tag ${tag}`}
                >
                  <PlusIcon className="text-muted-foreground size-3.5" aria-hidden /> {tag}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
