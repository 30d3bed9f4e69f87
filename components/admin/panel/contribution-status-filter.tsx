"use client";

import { useCatalogUrl } from "@/components/flows/catalogue/use-catalog-url";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { CONTRIBUTION_STATUS_LABELS, CONTRIBUTION_STATUSES, type ContributionStatus } from "@/lib/payments/schemas";

/** Status filter of the contributions list; changing it goes back to page 1. */
export function ContributionStatusFilter({ value }: { value?: ContributionStatus }) {
  const { update } = useCatalogUrl();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="admin-contributions-status">Status</Label>
      <NativeSelect
        id="admin-contributions-status"
        value={value ?? ""}
        onChange={(e) => update({ status: e.target.value || undefined })}
        className="w-full sm:w-56"
      >
        <option value="">Todos</option>
        {CONTRIBUTION_STATUSES.map((s) => (
          <option key={s} value={s}>
            {CONTRIBUTION_STATUS_LABELS[s]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
