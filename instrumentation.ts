// Runs once when a server instance starts: refuse to serve a misconfigured production deployment.
export async function register() {
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { parseEnv, EnvError } = await import("./lib/env");
  try {
    parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
