import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/** Conventions a rule can keep (docs/architecture.md, "Convenções que o lint guarda"). */
const UI_CONVENTIONS = [
  {
    selector: "JSXOpeningElement[name.name='table']",
    message: "Use DataTable (components/ui/data-table.tsx): it scrolls inside a focusable region on phones.",
  },
  {
    selector:
      "VariableDeclarator[id.type='ArrayPattern'][id.elements.0.name=/^(busy|pending|isPending|submitting|saving|sending|loading)$/][init.callee.name='useState'][init.arguments.0.value=false]",
    message: "A request in flight is a transition: const [pending, startTransition] = useTransition(), not a hand-kept boolean.",
  },
  {
    selector: "CallExpression[callee.name='useFormAction'] CallExpression[callee.property.name=/^safeParse(Async)?$/]",
    message: "A form checked with a schema is useSchemaForm (lib/client/schema-form.ts): it owns the values, the field errors and the four outcomes.",
  },
  {
    selector: "CallExpression[callee.name='useActionState'], CallExpression[callee.property.name='useActionState']",
    message: "Forms go through lib/client: useSchemaForm, or useFormAction for a confirmation without fields.",
  },
];

const FORM_IMPORTS = [
  {
    name: "@/lib/client/form-action",
    importNames: ["submitWithSchema"],
    message: "Use useSchemaForm (lib/client/schema-form.ts): it sends through the schema and answers the four outcomes the same way everywhere.",
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: [".next/**", "node_modules/**", ".data/**", "bench/results/**", "bench/reference-app/.next/**", "next-env.d.ts", "test-results/**"] },
  {
    // The database is private to the data-access layer (lib/**) and the db/ package itself;
    // forms use lib/client's hooks rather than the pieces under them.
    files: ["app/**", "components/**", "proxy.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: FORM_IMPORTS, patterns: [{ group: ["@/db", "@/db/*"], message: "Use a lib/<domain> module instead of the database." }] },
      ],
    },
  },
  {
    files: ["app/**/*.tsx", "components/**/*.tsx"],
    ignores: ["components/ui/data-table.tsx"],
    rules: { "no-restricted-syntax": ["error", ...UI_CONVENTIONS] },
  },
  {
    // db/ is the schema, the client and the migrations: the application builds on it, never the reverse.
    files: ["db/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/lib", "@/lib/*", "../lib", "../lib/*", "../../lib/*"],
              message: "db/ must not import lib/: move the code that needs the app to lib/.",
            },
          ],
        },
      ],
    },
  },
  {
    // lib/workflow is the flows' file format: pure code that the domains build on, never the reverse.
    files: ["lib/workflow/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "@/db",
                "@/db/*",
                "@/lib/*",
                "!@/lib/workflow",
                "!@/lib/workflow/*",
                "!@/lib/format",
                "!@/lib/http",
                "!@/lib/http/errors",
                "!@/lib/http/text",
              ],
              message: "lib/workflow is pure format code: it must not import the domains or the database.",
            },
          ],
        },
      ],
    },
  },
];
export default config;
