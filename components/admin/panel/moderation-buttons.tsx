"use client";

import { useState } from "react";
import { CheckIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { ModerationStatus } from "@/lib/flows/schemas";
import { ModerationNoteDialog } from "./moderation-note-dialog";
import { useFlowModeration } from "./use-flow-moderation";

interface Props {
  /** With `pendingVersion`, an approved flow's new version is what the buttons decide on. */
  flow: { id: string; name: string; status: ModerationStatus; pendingVersion?: { version: number } | null; safety?: { level: string } };
  size?: "sm" | "default";
}

/**
 * 'Aprovar' and 'Rejeitar' for one flow (whichever applies to its status); rejecting asks for a
 * reason, and approving a flow whose safety report is `high` asks for a confirmation and a note.
 */
export function ModerationButtons({ flow, size = "sm" }: Props) {
  const { approve, reject, busy } = useFlowModeration();
  const [rejecting, setRejecting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const high = flow.safety?.level === "high";
  const working = busy.has(flow.id);
  const version = flow.pendingVersion?.version;
  const suffix = version ? ` v${version}` : "";
  const subject = version ? `a versão ${version} de ${flow.name}` : flow.name;
  return (
    <div className="flex flex-wrap gap-2">
      {(flow.status !== "APPROVED" || version) && (
        <Button type="button" size={size} onClick={() => (high ? setConfirming(true) : approve(flow))} disabled={working} aria-label={`Aprovar ${subject}`}>
          <CheckIcon aria-hidden /> Aprovar{suffix}
        </Button>
      )}
      {flow.status !== "REJECTED" && (
        <Button
          type="button"
          size={size}
          variant="outline"
          className="text-destructive"
          onClick={() => setRejecting(true)}
          disabled={working}
          aria-label={`Rejeitar ${subject}`}
        >
          <XIcon aria-hidden /> Rejeitar{suffix}
        </Button>
      )}
      <ModerationNoteDialog
        kind="reject"
        flow={rejecting ? flow : null}
        onOpenChange={setRejecting}
        onSubmit={async (reason) => {
          const result = await reject(flow, reason);
          if (result.ok) setRejecting(false);
          return result;
        }}
      />
      {high && (
        <ModerationNoteDialog
          kind="approve-high"
          flow={confirming ? flow : null}
          onOpenChange={setConfirming}
          onSubmit={async (note) => {
            const result = await approve(flow, note);
            if (result.ok) setConfirming(false);
            return result;
          }}
        />
      )}
    </div>
  );
}
