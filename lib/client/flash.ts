"use client";

import { toast } from "./toast";

/**
 * A toast that survives a full page navigation (the login goes to its target with
 * `location.assign`, which would drop a toast shown before it): kept in sessionStorage and shown by
 * the next page's toast region as soon as it mounts.
 */
const KEY = "fluxoteca-flash";

type Kind = "success" | "info";

export function flashToast(kind: Kind, message: string) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ kind, message }));
  } catch {
    toast[kind](message);
  }
}

export function showFlashedToast() {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (!raw) return;
  try {
    const { kind, message } = JSON.parse(raw) as { kind: Kind; message: string };
    if ((kind === "success" || kind === "info") && typeof message === "string") toast[kind](message);
  } catch {
    // A malformed entry is just dropped.
  }
}
