import type { toast as sonnerToast } from "sonner";

type Kind = "success" | "error" | "info" | "warning";
type Show = (...args: Parameters<typeof sonnerToast.success>) => void;

/**
 * sonner's `toast`, loaded on the first message instead of with every page. A message sent before
 * the `<Toaster>` mounts is kept by sonner and shown as soon as it subscribes.
 */
const show =
  (kind: Kind): Show =>
  (...args) => {
    void import("sonner").then(({ toast }) => toast[kind](...args));
  };

export const toast = { success: show("success"), error: show("error"), info: show("info"), warning: show("warning") };
