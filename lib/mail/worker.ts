import "server-only";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import { log } from "@/lib/log";
import { metrics, setMetricSource } from "@/lib/metrics";
import { isLastAttempt, retryDelaySeconds } from "./retry";
import { getMailer, type Mailer } from "./send";

const { emailOutbox } = schema;

type OutboxRow = typeof emailOutbox.$inferSelect;

/** Rows claimed at once. They are sent one after another: Resend allows only a few calls a second. */
const BATCH_SIZE = 5;
/**
 * A claimed row is left alone by every other worker this long. It is far more than a batch can take
 * (BATCH_SIZE sends of at most SEND_TIMEOUT_MS each), so only a worker that died mid-batch lets a
 * claim run out.
 */
const CLAIM_SECONDS = 5 * 60;
/** One pass stops after this many rows, so a big backlog never keeps a pass running for long. */
const MAX_PER_PASS = 200;

/**
 * Claims due PENDING rows for this worker in one statement: the rows are locked with SKIP LOCKED, so
 * a concurrent worker (another instance) takes different ones, and moved out of the due window, so
 * no one takes them after this commits. Each claim counts as an attempt; the count also fences the
 * result below (only the claim that is still current may record it).
 */
async function claimDue(limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    // A literal state, not a parameter: a generic plan can then use the partial index of due rows.
    .where(and(sql`${emailOutbox.status} = 'PENDING'`, lte(emailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_SECONDS})` })
    .where(inArray(emailOutbox.id, due))
    .returning();
}

const stillClaimed = (row: OutboxRow) => and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, "PENDING"), eq(emailOutbox.attempts, row.attempts));

function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 500);
}

type Outcome = "sent" | "retried" | "failed";

async function deliver(mailer: Mailer, row: OutboxRow): Promise<Outcome> {
  try {
    // The row id as idempotency key: if this worker dies between the send and the update below, the
    // next claim sends again and the provider drops the repeat.
    await mailer.send(row, { idempotencyKey: row.id });
  } catch (error) {
    const lastError = describeError(error);
    const failed = isLastAttempt(row.attempts);
    await db
      .update(emailOutbox)
      .set(failed ? { status: "FAILED", lastError } : { lastError, nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(row.attempts)})` })
      .where(stillClaimed(row));
    if (failed) {
      metrics.mailFailed.inc();
      // The recipient stays out of the logs: the outbox row id finds it.
      log.error({ outboxId: row.id, attempts: row.attempts, lastError }, `[e-mail] desistimos de enviar após ${row.attempts} tentativas`);
    }
    return failed ? "failed" : "retried";
  }
  await db
    .update(emailOutbox)
    .set({ status: "SENT", sentAt: sql`now()` })
    .where(stillClaimed(row));
  metrics.mailSent.inc();
  return "sent";
}

export type DrainResult = Record<Outcome, number>;

/** Mails due now and not yet sent: one count over the partial index of due rows (email_outbox_due_idx). */
export async function countPendingMail(): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(and(sql`${emailOutbox.status} = 'PENDING'`, lte(emailOutbox.nextAttemptAt, sql`now()`)));
  return Number(row?.n ?? 0);
}
setMetricSource("mailOutboxPending", countPendingMail);

/**
 * Delivers every due mail through `mailer` (Resend in production, the demo outbox otherwise) and
 * records the outcome: SENT, or a retry later with backoff, or FAILED after the last attempt. Safe to
 * run in several processes at once: each mail is claimed by exactly one of them.
 */
export async function drainOutbox({ mailer = getMailer(), batchSize = BATCH_SIZE }: { mailer?: Mailer; batchSize?: number } = {}): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, retried: 0, failed: 0 };
  for (let handled = 0; handled < MAX_PER_PASS;) {
    const rows = await claimDue(batchSize);
    if (rows.length === 0) break;
    for (const row of rows) result[await deliver(mailer, row)] += 1;
    handled += rows.length;
  }
  return result;
}

// The worker of this process. Kept on globalThis: instrumentation and the route handlers may load
// this module separately, and they must share one timer and one pass at a time.
interface WorkerState {
  timer?: ReturnType<typeof setInterval>;
  pass?: Promise<void>;
  again: boolean;
  lastError?: string;
}
const worker = ((globalThis as unknown as { __fluxotecaMailWorker?: WorkerState }).__fluxotecaMailWorker ??= { again: false });

/** One pass at a time per process; a kick during a pass asks for one more right after it. */
function runPass(): Promise<void> {
  if (worker.pass) {
    worker.again = true;
    return worker.pass;
  }
  worker.pass = (async () => {
    do {
      worker.again = false;
      try {
        await drainOutbox();
        worker.lastError = undefined;
      } catch (error) {
        // A database that is down fails every tick: say so once, not every few seconds.
        const text = describeError(error);
        if (text !== worker.lastError) log.error({ err: error }, "[e-mail] falha ao processar a fila de e-mails");
        worker.lastError = text;
      }
    } while (worker.again);
  })().finally(() => {
    worker.pass = undefined;
  });
  return worker.pass;
}

/** Starts delivering queued mail every `intervalMs` in this server process (lib/jobs). */
export function startMailWorker(intervalMs = 5_000) {
  if (worker.timer) return;
  worker.timer = setInterval(() => void runPass(), intervalMs);
  worker.timer.unref?.();
  void runPass();
}

/** Stops the timer and waits for a pass under way to finish. */
export async function stopMailWorker(): Promise<void> {
  if (worker.timer) clearInterval(worker.timer);
  worker.timer = undefined;
  await worker.pass;
}

/**
 * Called right after a request commits mail, so it goes out (and the demo mailbox shows it as sent)
 * without waiting for the next tick. Never awaited and never throws: the request has already
 * succeeded. A no-op where the worker was not started (tests drain the outbox themselves).
 */
export function kickMailWorker() {
  if (worker.timer) void runPass();
}
