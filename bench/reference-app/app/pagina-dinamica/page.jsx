import { connection } from "next/server";

// Rendered on every request, like /dashboard, but with nothing to read or draw.
export default async function Page() {
  await connection();
  return (
    <main>
      <h1>Catálogo de fluxos</h1>
      <p>Gerada em {new Date().toISOString()}</p>
    </main>
  );
}
