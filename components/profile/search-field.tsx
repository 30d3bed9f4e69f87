"use client";

import { SearchIcon } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

interface Props {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** The search box above a profile list; the label is read by screen readers only. */
export function SearchField({ id, label, placeholder, value, onChange }: Props) {
  return (
    <div className="relative w-full sm:max-w-xs">
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <SearchIcon className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2" aria-hidden />
      <Input id={id} type="search" value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} className="pl-9" autoComplete="off" />
    </div>
  );
}
