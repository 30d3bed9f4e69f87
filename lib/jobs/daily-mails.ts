import "server-only";
import { queueFlowUpdateMails } from "@/lib/downloads/update-mail";
import { queueFollowDigests } from "@/lib/follows/digest";
import { kickMailWorker } from "@/lib/mail/worker";
import { queueReviewDigests } from "@/lib/notifications/review-digest";
import { log } from "@/lib/log";

/** How often a process looks for users due their daily e-mails (new versions, new reviews, followed authors): cheap, and a day is long. */
export const DAILY_MAILS_EVERY_MS = 10 * 60 * 1000;

// Kept on globalThis: instrumentation may load this module more than once in one process.
interface JobState {
  timer?: ReturnType<typeof setInterval>;
  running?: Promise<void>;
  lastError?: string;
}
const state = ((globalThis as unknown as { __fluxotecaDailyMails?: JobState }).__fluxotecaDailyMails ??= {});

/**
 * Queues the daily e-mails that are due (lib/downloads/update-mail.ts, lib/notifications/review-digest.ts,
 * lib/follows/digest.ts)
 * and wakes the mail worker to send them. Each queue claims its users in the database, so every
 * instance may run it: a user is mailed once however many look at the same time.
 */
export function queueDailyMails(): Promise<void> {
  state.running ??= (async () => {
    try {
      const queued = (await queueFlowUpdateMails()) + (await queueReviewDigests()) + (await queueFollowDigests());
      if (queued > 0) kickMailWorker();
      state.lastError = undefined;
    } catch (error) {
      // A database that is down fails every tick: say so once.
      const text = error instanceof Error ? error.message : String(error);
      if (text !== state.lastError) log.error({ err: error }, "[e-mail] falha ao preparar os e-mails diários");
      state.lastError = text;
    }
  })().finally(() => {
    state.running = undefined;
  });
  return state.running;
}

export function startDailyMails(intervalMs = DAILY_MAILS_EVERY_MS) {
  if (state.timer) return;
  state.timer = setInterval(() => void queueDailyMails(), intervalMs);
  state.timer.unref?.();
  void queueDailyMails();
}
