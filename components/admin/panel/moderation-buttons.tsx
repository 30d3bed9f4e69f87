"use client";

import { useState } from "react";
import { CheckIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { ModerationStatus } from "@/lib/flows/schemas";
import { RejectFlowDialog } from "./reject-flow-dialog";
import { useFlowModeration } from "./use-flow-moderation";

interface Props {
  flow: { id: string; name: string; status: ModerationStatus };
  size?: "sm" | "default";
}

/** 'Aprovar' and 'Rejeitar' for one flow (whichever applies to its status); rejecting asks for a reason. */
export function ModerationButtons({ flow, size = "sm" }: Props) {
  const { approve, reject, busy } = useFlowModeration();
  const [rejecting, setRejecting] = useState(false);
  const working = busy.has(flow.id);
  return (
    <div className="flex flex-wrap gap-2">
      {flow.status !== "APPROVED" && (
        <Button type="button" size={size} onClick={() => approve(flow)} disabled={working} aria-label={`Aprovar ${flow.name}`}>
          <CheckIcon aria-hidden /> Aprovar
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
          aria-label={`Rejeitar ${flow.name}`}
        >
          <XIcon aria-hidden /> Rejeitar
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
