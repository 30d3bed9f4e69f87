import { config } from "zod/v4/core";

// The CSP has no 'unsafe-eval' in production. zod builds its object parsers with `new Function` when
// it can and, to find out, tries `new Function("")` as soon as an object schema is created: the
// browser reports that attempt as a CSP violation even though zod catches the error. In the browser
// the shared schemas run without it (same validation, interpreted).
config({ jitless: true });
