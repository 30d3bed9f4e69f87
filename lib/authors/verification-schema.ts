import { z } from "zod";

/*
 * Verified authors (docs/product-rules.md, "Autores verificados"): the body of
 * PUT /api/admin/users/{id}/verification and the history's shape. Pure, so the admin dialog checks
 * the reason with the very rules the server applies.
 */

export const VERIFICATION_REASON_MAX = 500;

export const VERIFICATION_MESSAGES = {
  verified: "Informe se o autor fica verificado (true) ou não (false).",
  reason: "Informe o motivo.",
  reasonEmpty: "Escreva o motivo da decisão.",
  reasonMax: `O motivo pode ter no máximo ${VERIFICATION_REASON_MAX} caracteres.`,
  reasonControl: "O motivo contém caracteres inválidos.",
} as const;

export const setVerificationSchema = z.object(
  {
    verified: z.boolean({ error: VERIFICATION_MESSAGES.verified }),
    reason: z
      .string({ error: VERIFICATION_MESSAGES.reason })
      // Postgres refuses a NUL in text; other control characters (bar line breaks) have no place in a note.
      .refine((reason) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(reason), VERIFICATION_MESSAGES.reasonControl)
      .trim()
      .min(1, VERIFICATION_MESSAGES.reasonEmpty)
      .max(VERIFICATION_REASON_MAX, VERIFICATION_MESSAGES.reasonMax),
  },
  { error: "Envie { verified, reason }." },
);

export type SetVerificationInput = z.infer<typeof setVerificationSchema>;

/** One change of the mark, newest first in the history. */
export interface VerificationEntry {
  id: string;
  verified: boolean;
  reason: string;
  createdAt: string;
  /** Who decided; null once that admin's account is gone. */
  admin: { id: string; name: string } | null;
}

/** GET and PUT /api/admin/users/{id}/verification. */
export interface VerificationState {
  userId: string;
  verified: boolean;
  verifiedAt: string | null;
  history: VerificationEntry[];
}
