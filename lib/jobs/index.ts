import "server-only";
import { startMailWorker } from "@/lib/mail/worker";
import { startDailyMails } from "./daily-mails";

/**
 * The background work of every server process, started once from instrumentation.ts: queued e-mail
 * goes out (the outbox rows are claimed, so each mail is sent by one instance only) and the daily
 * e-mails are queued when due. Jobs stand above the domains they run, so no domain reaches up to them.
 */
export function startJobs() {
  startMailWorker();
  startDailyMails();
}
