"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { PencilIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { FlowSummary } from "@/lib/flows/dto";
import { DeleteFlowDialog } from "./delete-flow-dialog";
import { EditFlowDialog } from "./edit-flow-dialog";

/** Edit and delete on the detail page, for the author or an admin (the server checks again). */
export function FlowOwnerActions({
  flow,
  afterDeleteHref = "/dashboard",
}: {
  flow: Pick<FlowSummary, "id" | "name" | "description" | "tutorialUrl" | "tags" | "isPublic">;
  afterDeleteHref?: string;
}) {
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setEditing(true)}>
        <PencilIcon aria-hidden /> Editar
      </Button>
      <Button type="button" variant="outline" className="text-destructive" onClick={() => setDeleting(true)}>
        <Trash2Icon aria-hidden /> Excluir
      </Button>
      <EditFlowDialog flow={flow} open={editing} onOpenChange={setEditing} onSaved={() => router.refresh()} />
      <DeleteFlowDialog
        flow={flow}
        open={deleting}
        onOpenChange={setDeleting}
        onDeleted={() => {
          router.push(afterDeleteHref);
          router.refresh();
        }}
      />
    </>
  );
}
