// The CSP has no 'unsafe-eval' in production. zod builds its object parsers with `new Function` when
// it can and, to find out, tries `new Function("")` as soon as an object schema is created: the
// browser reports that attempt as a CSP violation even though zod catches the error. In the browser
// the shared schemas run without it (same validation, interpreted).
//
// zod keeps its settings in `globalThis.__zod_globalConfig` (shared by every copy of zod): set there
// before any schema exists, it costs no zod code in the first load, which
// importing zod's `config` would. tests/unit/client/zod-jitless.test.ts checks zod still reads it.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(scope.__zod_globalConfig ??= {}).jitless = true;

export {};
