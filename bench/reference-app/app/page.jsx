// Static: what Lighthouse scores for a page made of the framework alone.
export default function Page() {
  return (
    <main>
      <h1>Catálogo de fluxos</h1>
      <p>Workflows prontos de n8n, Typebot e Make, avaliados pela comunidade.</p>
    </main>
  );
}
