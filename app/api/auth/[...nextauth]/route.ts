import { handlers } from "@/lib/auth/config";

// GET|POST /api/auth/* – Auth.js endpoints (session, csrf, signout, credentials callback)
export const { GET, POST } = handlers;
