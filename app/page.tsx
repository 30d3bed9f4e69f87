export default function Home() {
  return <main id="conteudo">Fluxoteca</main>;
}
