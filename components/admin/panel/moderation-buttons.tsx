"use client";

import { useState } from "react";
import { CheckIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { ModerationStatus } from "@/lib/flows/schemas";
import { RejectFlowDialog } from "./reject-flow-dialog";
import { useFlowModeration } from "./use-flow-moderation";

interface Props {
  /** With `pendingVersion`, an approved flow's new version is what the buttons decide on. */
  flow: { id: string; name: string; status: ModerationStatus; pendingVersion?: { version: number } | null };
  size?: "sm" | "default";
}

/** 'Aprovar' and 'Rejeitar' for one flow (whichever applies to its status); rejecting asks for a reason. */
export function ModerationButtons({ flow, size = "sm" }: Props) {
  const { approve, reject, busy } = useFlowModeration();
  const [rejecting, setRejecting] = useState(false);
  const working = busy.has(flow.id);
  const version = flow.pendingVersion?.version;
  const suffix = version ? ` v${version}` : "";
  const subject = version ? `a versão ${version} de ${flow.name}` : flow.name;
  return (
    <div className="flex flex-wrap gap-2">
      {(flow.status !== "APPROVED" || version) && (
        <Button type="button" size={size} onClick={() => approve(flow)} disabled={working} aria-label={`Aprovar ${subject}`}>
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
      <RejectFlowDialog
        flow={rejecting ? flow : null}
        onOpenChange={setRejecting}
        onSubmit={async (reason) => {
          const result = await reject(flow, reason);
          if (result.ok) setRejecting(false);
          return result;
        }}
      />
    </div>
  );
}
