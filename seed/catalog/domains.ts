import type { Text } from "../types";

/** Business segments the catalogue's flows are written for; weights give the tags a long tail. */
export interface Segment {
  id: string;
  /** Completes a name: "… para clínicas" / "… for clinics". */
  suffix: Text;
  tags: string[];
  weight: number;
  /** Fictional businesses with the article their name takes ("a Clínica…", "o Hotel…"). */
  businesses: [string, "a" | "o"][];
  /** Second sentence of a description. */
  pitch: string[];
}

export const SEGMENTS: Segment[] = [
  {
    id: "clinicas",
    suffix: { pt: "para clínicas", en: "for clinics" },
    tags: ["saude", "clinicas"],
    weight: 9,
    businesses: [
      ["Clínica Bem Viver", "a"],
      ["Clínica Vida Plena", "a"],
      ["Consultório Dra. Helena", "o"],
    ],
    pitch: ["Ideal para clínicas que querem reduzir faltas e liberar a recepção.", "Pensado para consultórios com agenda cheia."],
  },
  {
    id: "odontologia",
    suffix: { pt: "para consultórios odontológicos", en: "for dental offices" },
    tags: ["saude", "odontologia"],
    weight: 4,
    businesses: [
      ["Sorriso Perfeito Odontologia", "a"],
      ["OdontoCenter Jardins", "o"],
    ],
    pitch: ["Feito para dentistas que atendem por agendamento."],
  },
  {
    id: "imobiliarias",
    suffix: { pt: "para imobiliárias", en: "for real estate agencies" },
    tags: ["imobiliaria", "vendas"],
    weight: 7,
    businesses: [
      ["Imobiliária Nova Casa", "a"],
      ["Lar Ideal Imóveis", "a"],
      ["Chave Certa Imóveis", "a"],
    ],
    pitch: ["Corretores recebem os contatos na hora e não perdem nenhuma visita.", "Ótimo para imobiliárias com muitos anúncios em portais."],
  },
  {
    id: "ecommerce",
    suffix: { pt: "para lojas virtuais", en: "for online stores" },
    tags: ["e-commerce", "vendas"],
    weight: 12,
    businesses: [
      ["Loja Bella Moda", "a"],
      ["Casa & Cia Store", "a"],
      ["Mundo Geek Shop", "o"],
      ["Empório Natural", "o"],
    ],
    pitch: [
      "Ideal para lojas virtuais que querem vender mais sem aumentar a equipe.",
      "Pensado para quem vende pela internet e quer ganhar tempo na operação.",
    ],
  },
  {
    id: "restaurantes",
    suffix: { pt: "para restaurantes e delivery", en: "for restaurants" },
    tags: ["restaurante", "delivery"],
    weight: 5,
    businesses: [
      ["Cantina da Nonna", "a"],
      ["Sabor Caseiro Delivery", "o"],
      ["Burger do Bairro", "o"],
    ],
    pitch: ["Perfeito para restaurantes que recebem pedidos pelo WhatsApp."],
  },
  {
    id: "academias",
    suffix: { pt: "para academias", en: "for gyms" },
    tags: ["academia", "fitness"],
    weight: 3,
    businesses: [
      ["Academia Corpo em Forma", "a"],
      ["Studio Move Pilates", "o"],
    ],
    pitch: ["Ajuda academias e estúdios a manter os alunos engajados."],
  },
  {
    id: "escolas",
    suffix: { pt: "para escolas e cursos", en: "for schools and courses" },
    tags: ["educacao", "cursos"],
    weight: 6,
    businesses: [
      ["Escola Saber Mais", "a"],
      ["Instituto Aprender", "o"],
      ["Curso Online Foco ENEM", "o"],
    ],
    pitch: ["Útil para escolas, cursos livres e plataformas de ensino a distância."],
  },
  {
    id: "advocacia",
    suffix: { pt: "para escritórios de advocacia", en: "for law firms" },
    tags: ["juridico", "advocacia"],
    weight: 3,
    businesses: [
      ["Silva & Moraes Advogados", "o"],
      ["Escritório Costa Advocacia", "o"],
    ],
    pitch: ["Pensado para escritórios que precisam responder clientes com agilidade."],
  },
  {
    id: "contabilidade",
    suffix: { pt: "para escritórios de contabilidade", en: "for accounting firms" },
    tags: ["contabilidade", "financeiro"],
    weight: 4,
    businesses: [
      ["Contábil Exata", "a"],
      ["Prime Contabilidade", "a"],
    ],
    pitch: ["Economiza horas de trabalho manual em época de fechamento."],
  },
  {
    id: "agencias",
    suffix: { pt: "para agências de marketing", en: "for marketing agencies" },
    tags: ["agencia", "marketing"],
    weight: 6,
    businesses: [
      ["Agência Pulso Digital", "a"],
      ["Criativa Marketing", "a"],
      ["Growth Lab", "o"],
    ],
    pitch: ["Ideal para agências que gerenciam vários clientes ao mesmo tempo."],
  },
  {
    id: "beleza",
    suffix: { pt: "para salões de beleza", en: "for beauty salons" },
    tags: ["beleza", "agendamento"],
    weight: 3,
    businesses: [
      ["Studio Glamour", "o"],
      ["Espaço Beleza Pura", "o"],
    ],
    pitch: ["Ótimo para salões e barbearias que trabalham com horário marcado."],
  },
  {
    id: "petshop",
    suffix: { pt: "para pet shops", en: "for pet shops" },
    tags: ["pet"],
    weight: 2,
    businesses: [
      ["Pet Feliz", "o"],
      ["Amigo Fiel Pet Shop", "o"],
    ],
    pitch: ["Feito para pet shops que querem atender melhor sem aumentar a equipe."],
  },
  {
    id: "infoprodutos",
    suffix: { pt: "para infoprodutores", en: "for creators" },
    tags: ["infoprodutos", "lancamentos"],
    weight: 5,
    businesses: [
      ["Método Expert", "o"],
      ["Academia do Lançamento", "a"],
    ],
    pitch: ["Feito para quem vende cursos e mentorias pela internet."],
  },
  {
    id: "saas",
    suffix: { pt: "para empresas de software", en: "for SaaS teams" },
    tags: ["saas", "tecnologia"],
    weight: 4,
    businesses: [
      ["Nuvem Tech", "a"],
      ["Plataforma Conecta", "a"],
      ["DevHouse Sistemas", "a"],
    ],
    pitch: ["Pensado para times de produto e suporte de empresas de software."],
  },
  {
    id: "turismo",
    suffix: { pt: "para pousadas e hotéis", en: "for hotels" },
    tags: ["turismo", "hotelaria"],
    weight: 2,
    businesses: [
      ["Pousada Mar Azul", "a"],
      ["Hotel Serra Verde", "o"],
    ],
    pitch: ["Ajuda pousadas a confirmar reservas e tirar dúvidas de hóspedes."],
  },
  {
    id: "varejo",
    suffix: { pt: "para o varejo", en: "for retail" },
    tags: ["varejo", "vendas"],
    weight: 4,
    businesses: [
      ["Mercadinho Bom Preço", "o"],
      ["Ótica Visão Clara", "a"],
      ["Farmácia Popular Central", "a"],
    ],
    pitch: ["Bom para lojas físicas que atendem clientes também pelo celular."],
  },
  {
    id: "oficinas",
    suffix: { pt: "para oficinas mecânicas", en: "for car repair shops" },
    tags: ["automotivo"],
    weight: 2,
    businesses: [
      ["Auto Center Pit Stop", "o"],
      ["Oficina do Zé", "a"],
    ],
    pitch: ["Feito para oficinas que querem dar retorno rápido aos clientes."],
  },
];
