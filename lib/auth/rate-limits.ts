import "server-only";
import { networkKey } from "@/lib/security/network";
import { enforceRateLimits, refundRateLimits, type RateRule } from "@/lib/security/rate-limit";

const MIN = 60;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

/**
 * The same budgets counted for the client's whole network (IPv4 /24, IPv6 /64, lib/security/network.ts):
 * whoever holds a block of addresses cannot multiply a per-address budget by rotating through them.
 * No rule when the address is not one (`local`, without a proxy): the per-address rule still holds.
 */
function networkRules(action: string, ip: string, budgets: { limit: number; windowSeconds: number }[]): RateRule[] {
  const network = networkKey(ip);
  if (!network) return [];
  return budgets.map(({ limit, windowSeconds }) => ({ key: `${action}:net:${windowSeconds}s:${network}`, limit, windowSeconds }));
}

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

/**
 * Sign-ups (docs/product-rules.md §8): 10 an hour per address (a household or office behind one
 * NAT), 20 an hour and 50 a day per network. An IPv6 /64 is one subscriber and an IPv4 /24 a few
 * neighbouring customers of one provider, so twice the address budget leaves room for real people
 * sharing a block, while rotating addresses no longer buys 10 accounts an hour for each of them.
 */
export function limitRegister(ip: string) {
  return enforceRateLimits(
    [
      { key: `register:ip:${ip}`, limit: 10, windowSeconds: HOUR },
      ...networkRules("register", ip, [
        { limit: 20, windowSeconds: HOUR },
        { limit: 50, windowSeconds: DAY },
      ]),
    ],
    "Muitos cadastros a partir do seu endereço ou da sua rede. Tente novamente mais tarde.",
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

/**
 * Resending is throttled to one e-mail every 2 minutes per address (docs/product-rules.md §9), and
 * per client network too: each resend mails an unconfirmed account, so rotating addresses must not
 * turn it into a way to flood the mailboxes behind throwaway accounts.
 */
export function limitResend(ip: string, email: string) {
  return enforceRateLimits(
    [
      { key: `resend:ip:${ip}`, limit: 10, windowSeconds: 15 * MIN },
      ...networkRules("resend", ip, [{ limit: 20, windowSeconds: 15 * MIN }]),
      { key: `resend:email:${email}`, limit: 1, windowSeconds: 2 * MIN },
    ],
    "Aguarde alguns minutos antes de pedir um novo email de verificação.",
  );
}
