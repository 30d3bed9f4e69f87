"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { PencilIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { FlowSummary } from "@/lib/flows/dto";
import { useOpened } from "@/lib/client/use-opened";
import { DeleteFlowDialog, EditFlowDialog, preloadOwnerDialogs } from "./lazy-flow-dialogs";

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
  const editMounted = useOpened(editing);
  const deleteMounted = useOpened(deleting);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setEditing(true)} onPointerEnter={preloadOwnerDialogs} onFocus={preloadOwnerDialogs}>
        <PencilIcon aria-hidden /> Editar
      </Button>
      <Button
        type="button"
        variant="outline"
        className="text-destructive"
        onClick={() => setDeleting(true)}
        onPointerEnter={preloadOwnerDialogs}
        onFocus={preloadOwnerDialogs}
      >
        <Trash2Icon aria-hidden /> Excluir
      </Button>
      {editMounted && <EditFlowDialog flow={flow} open={editing} onOpenChange={setEditing} onSaved={() => router.refresh()} />}
      {deleteMounted && (
        <DeleteFlowDialog
          flow={flow}
          open={deleting}
          onOpenChange={setDeleting}
          onDeleted={() => {
            router.push(afterDeleteHref);
            router.refresh();
          }}
        />
      )}
    </>
  );
}
