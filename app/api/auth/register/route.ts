import { clientIp } from "@/lib/http/request";
import { registerUser } from "@/lib/auth/mutations";
import { limitRegister } from "@/lib/auth/rate-limits";
import { registerSchema } from "@/lib/auth/schemas";
import { handle } from "@/lib/http/handler";
import { readJson } from "@/lib/http/request";

// POST /api/auth/register – creates an unverified account and queues the verification link
export const POST = handle(async (req) => {
  const input = registerSchema.parse(await readJson(req));
  await limitRegister(clientIp(req));
  const user = await registerUser(input);
  return Response.json(
    {
      message: "Conta criada com sucesso! Verifique seu email para ativar sua conta.",
      user: { id: user.id, name: user.name, email: user.email },
    },
    { status: 201 },
  );
});
