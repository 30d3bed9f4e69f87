import { AppError } from "@/lib/http/errors";
import { handle } from "@/lib/http/handler";
import { readJson } from "@/lib/http/request";
import { receiveMercadoPagoNotification } from "@/lib/payments/webhook";

/** The signature covers the query string, not the body: a body that is not JSON is simply empty. */
async function readBody(req: Request): Promise<unknown> {
  try {
    return await readJson(req);
  } catch (error) {
    if (error instanceof AppError && error.code === "PAYLOAD_TOO_LARGE") throw error;
    return {};
  }
}

// POST /api/payment/webhook – Mercado Pago notifications: signature checked, payment re-fetched, contribution settled
export const POST = handle(
  async (req) => {
    const body = await readBody(req);
    const result = await receiveMercadoPagoNotification({ url: new URL(req.url), headers: req.headers, body });
    return Response.json({ received: true, handled: result.handled });
  },
  { crossSite: true },
);
