import "server-only";
import type { Viewer } from "@/lib/auth/viewer";
import { verifyCurrentPassword } from "./verify-current-password";
import { deleteUserAccount } from "./delete-account";

/**
 * LGPD self-service deletion (DELETE /api/users/profile): the password is confirmed first, then the
 * one deletion routine runs (reviews go and scores are recomputed, unpublished flows go, approved
 * flows stay as 'Usuário removido'; the last ADMIN is refused with 409 and nothing changes).
 */
export async function closeAccount({ req, viewer, password }: { req: Request; viewer: Pick<Viewer, "id">; password: string }): Promise<void> {
  await verifyCurrentPassword({ req, userId: viewer.id, password, field: "password" });
  await deleteUserAccount(viewer.id);
}
