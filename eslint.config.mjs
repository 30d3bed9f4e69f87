import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: [".next/**", "node_modules/**", ".data/**", "bench/results/**", "bench/reference-app/.next/**", "next-env.d.ts", "test-results/**"] },
  {
    // The database is private to the data-access layer (lib/**) and the db/ package itself.
    files: ["app/**", "components/**", "proxy.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/db", "@/db/*"], message: "Use a lib/<domain> module instead of the database." }] },
      ],
    },
  },
];
export default config;
