"use client";

import { useFlowUpdate } from "@/lib/client/update-marks";
import { UpdateMark } from "./update-mark";

/** A catalogue card's mark, learnt after hydration from the shared store (lib/client/update-marks.ts). */
export function CardUpdateMark({ flowId, signedIn }: { flowId: string; signedIn?: boolean }) {
  const update = useFlowUpdate(flowId, { signedIn });
  return update ? <UpdateMark update={update} /> : null;
}
