import "server-only";
import { enforceRateLimits, refundRateLimits, type RateRule } from "@/lib/security/rate-limit";

const MIN = 60;

// One budget for every place that asks for the current password (change it, delete the account):
// a stolen session must not become a way to guess the password through either of them.
const passwordCheckRules = (ip: string, userId: string): RateRule[] => [
  { key: `password-check:ip:${ip}`, limit: 30, windowSeconds: 15 * MIN },
  { key: `password-check:user:${userId}`, limit: 10, windowSeconds: 15 * MIN },
];

/**
 * Current-password attempts are budgeted like failed logins: each attempt counts before the check
 * (a parallel burst cannot slip through) and the returned refund gives a successful one back.
 */
export async function limitPasswordCheck(ip: string, userId: string): Promise<() => Promise<void>> {
  await enforceRateLimits(passwordCheckRules(ip, userId), "Muitas tentativas com a senha atual. Aguarde alguns minutos e tente novamente.");
  return () => refundRateLimits(passwordCheckRules(ip, userId));
}

/** Each e-mail change sends a verification e-mail to the new address: capped so it cannot be used to spam. */
export function limitEmailChange(userId: string) {
  return enforceRateLimits(
    [{ key: `profile-email:user:${userId}`, limit: 5, windowSeconds: 60 * MIN }],
    "Você alterou o email muitas vezes em pouco tempo. Aguarde um pouco e tente novamente.",
  );
}

/** The export reads everything the user has (their flows' JSON included): a few a quarter-hour is plenty. */
export function limitExport(userId: string) {
  return enforceRateLimits(
    [{ key: `export:user:${userId}`, limit: 5, windowSeconds: 15 * MIN }],
    "Você já exportou seus dados várias vezes agora há pouco. Aguarde alguns minutos e tente novamente.",
  );
}
