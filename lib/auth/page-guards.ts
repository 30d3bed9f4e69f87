import "server-only";
import { redirect } from "next/navigation";
import { getViewer, type Viewer } from "./viewer";

/** Pages behind login: a missing or stale session goes to /login and comes back afterwards. */
export async function requirePageViewer(returnTo: string): Promise<Viewer> {
  const viewer = await getViewer();
  if (!viewer) redirect(`/login?callbackUrl=${encodeURIComponent(returnTo)}`);
  return viewer;
}
