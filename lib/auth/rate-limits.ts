import "server-only";
import { enforceRateLimits, refundRateLimits, type RateRule } from "@/lib/security/rate-limit";

const MIN = 60;

const loginRules = (ip: string, email: string): RateRule[] => [
  { key: `login:ip:${ip}`, limit: 30, windowSeconds: 15 * MIN },
  { key: `login:email:${email}`, limit: 10, windowSeconds: 15 * MIN },
];

/**
 * Failed-login budgets per IP and per e-mail. Every attempt counts before the password is checked
 * (so a parallel burst cannot slip through) and a successful login gives its hit back. Called only
 * by `authenticate`, the one place a password is checked.
 */
export async function limitLogin(ip: string, email: string) {
  await enforceRateLimits(loginRules(ip, email), "Muitas tentativas de login. Aguarde alguns minutos e tente novamente.");
  return () => refundRateLimits(loginRules(ip, email));
}

export function limitRegister(ip: string) {
  return enforceRateLimits(
    [{ key: `register:ip:${ip}`, limit: 10, windowSeconds: 60 * MIN }],
    "Muitos cadastros a partir deste endereço. Tente novamente mais tarde.",
  );
}

export function limitForgotPassword(ip: string, email: string) {
  return enforceRateLimits(
    [
      { key: `forgot:ip:${ip}`, limit: 10, windowSeconds: 15 * MIN },
      { key: `forgot:email:${email}`, limit: 3, windowSeconds: 15 * MIN },
    ],
    "Muitos pedidos de recuperação. Aguarde alguns minutos e tente novamente.",
  );
}

/** Resending is throttled to one e-mail every 2 minutes per address (docs/product-rules.md §9). */
export function limitResend(ip: string, email: string) {
  return enforceRateLimits(
    [
      { key: `resend:ip:${ip}`, limit: 10, windowSeconds: 15 * MIN },
      { key: `resend:email:${email}`, limit: 1, windowSeconds: 2 * MIN },
    ],
    "Aguarde alguns minutos antes de pedir um novo email de verificação.",
  );
}
