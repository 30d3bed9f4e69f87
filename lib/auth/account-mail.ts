import "server-only";
import type { Transaction } from "@/db";
import type { User } from "@/db/schema";
import { appUrl } from "@/lib/env";
import { enqueueMail } from "@/lib/mail/send";
import { emailChangeMail, emailChangeNoticeMail, passwordResetMail, verificationMail } from "@/lib/mail/templates/auth-mails";
import { createOneTimeToken } from "./tokens";

// Each of these creates the link's token and queues the mail carrying it in the caller's transaction,
// next to the change that asks for it: both commit together or neither does.

type Recipient = Pick<User, "id" | "email" | "name">;

export async function queueVerificationMail(tx: Transaction, user: Recipient) {
  const token = await createOneTimeToken(user.id, "EMAIL_VERIFICATION", tx);
  await enqueueMail(tx, verificationMail(user, { url: `${appUrl()}/verify-email?token=${token}` }));
}

export async function queuePasswordResetMail(tx: Transaction, user: Recipient) {
  const token = await createOneTimeToken(user.id, "PASSWORD_RESET", tx);
  await enqueueMail(tx, passwordResetMail(user, { url: `${appUrl()}/reset-password?token=${token}` }));
}

/**
 * The confirmation link goes to the new address (the same /verify-email page confirms it); the
 * current address, still the login, is told about the change and how to stop it.
 */
export async function queueEmailChangeMails(tx: Transaction, user: Recipient, newEmail: string) {
  const token = await createOneTimeToken(user.id, "EMAIL_CHANGE", tx);
  await enqueueMail(
    tx,
    emailChangeMail({ email: newEmail, name: user.name }, { url: `${appUrl()}/verify-email?token=${token}` }),
    emailChangeNoticeMail(user, { newEmail, resetUrl: `${appUrl()}/forgot-password` }),
  );
}
