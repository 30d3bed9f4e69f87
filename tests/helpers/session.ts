import { POST as login } from "../../app/api/auth/login/route";
import { PASSWORD } from "./factories";
import { apiRequest } from "./http";

/** Logs a factory user in through the real endpoint and returns their Bearer token. */
export async function tokenFor(email: string, password = PASSWORD): Promise<string> {
  const res = await login(apiRequest("POST", "/api/auth/login", { body: { email, password } }));
  return (await res.json()).token as string;
}
