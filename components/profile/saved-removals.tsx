"use client";

import { useEffect } from "react";
import { onSavedChange } from "@/lib/client/saved-flows";
import { useRemoveFromList } from "./removable-list";

/** In the 'Salvos' list: a card whose flow the server has taken out of the saved ones leaves it. */
export function SavedRemovals() {
  const remove = useRemoveFromList();
  useEffect(
    () =>
      onSavedChange((flowId, saved) => {
        if (!saved) remove(flowId);
      }),
    [remove],
  );
  return null;
}
