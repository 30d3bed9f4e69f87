// Runs in the browser before the app hydrates (Next.js `instrumentation-client`).
import "@/lib/client/zod-jitless";
