import { config } from "zod";
import { ptBR } from "zod/locales";

// Most schemas spell out their own pt-BR texts; this covers the rest (a number where text was
// expected, a size limit without its own message), so no 400 the server sends is in English. zod
// keeps this in a global shared by every copy of it, so setting it once per process is enough.
config(ptBR());
