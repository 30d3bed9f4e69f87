import { EnvError, parseEnv } from "@/lib/env";
import "@/lib/http/zod-locale";

// Imported once at server start (instrumentation.ts, Node.js runtime only): a production deployment
// without its secrets stops here instead of serving an outbox or a fake checkout.
try {
  parseEnv();
} catch (error) {
  if (error instanceof EnvError) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
