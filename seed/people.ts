import type { contributions, users } from "@/db/schema";
import { slug } from "./plan";
import { DAY_MS, Rng } from "./random";

export type SeedUser = Omit<typeof users.$inferInsert, "passwordHash"> & {
  id: string;
  createdAt: Date;
  name: string;
  email: string;
};
export type SeedContribution = typeof contributions.$inferInsert & { id: string };

export const DEMO_USER_EMAIL = "usuario@fluxoteca.dev";

const FIRST_NAMES = [
  "Ana",
  "Bruno",
  "Camila",
  "Diego",
  "Eduarda",
  "Felipe",
  "Gabriela",
  "Henrique",
  "Isabela",
  "João",
  "Juliana",
  "Lucas",
  "Mariana",
  "Matheus",
  "Natália",
  "Otávio",
  "Patrícia",
  "Rafael",
  "Sabrina",
  "Thiago",
  "Vanessa",
  "Vinícius",
  "Larissa",
  "Gustavo",
  "Beatriz",
  "Leonardo",
  "Fernanda",
  "Rodrigo",
  "Letícia",
  "André",
  "Carolina",
  "Marcelo",
  "Aline",
  "Renato",
  "Priscila",
  "Caio",
  "Tatiane",
  "Fábio",
  "Jéssica",
  "Samuel",
];
const LAST_NAMES = [
  "Silva",
  "Santos",
  "Oliveira",
  "Souza",
  "Rodrigues",
  "Ferreira",
  "Alves",
  "Pereira",
  "Lima",
  "Gomes",
  "Costa",
  "Ribeiro",
  "Martins",
  "Carvalho",
  "Almeida",
  "Lopes",
  "Araújo",
  "Barbosa",
  "Cardoso",
  "Rocha",
  "Nascimento",
  "Moreira",
  "Teixeira",
  "Mendes",
  "Freitas",
  "Vieira",
  "Monteiro",
  "Castro",
  "Conceição",
  "Azevedo",
];
const EMAIL_DOMAINS = ["exemplo.com.br", "exemplo.com.br", "exemplo.com", "example.com", "mail.exemplo.com.br"];
const AMOUNTS_CENTS = [1500, 1500, 2000, 2500, 3000, 5000, 5000, 10000];
const METHODS = ["pix", "pix", "pix", "credit_card", "ticket", "debit_card"];

export interface People {
  users: SeedUser[];
  contributions: SeedContribution[];
  /** Ids of users with an approved contribution (unlimited downloads). */
  contributorIds: Set<string>;
  demoUserId: string;
}

/**
 * Brazilian users who joined over the last 18 months: a few contributors, a few inactive or
 * banned accounts, plus the well-known demo account (which starts with no activity at all).
 */
export function generatePeople(rng: Rng, opts: { now: number; count: number; contributors: number }): People {
  const users: SeedUser[] = [];
  const usedNames = new Set<string>();
  const usedEmails = new Set<string>();
  const start = opts.now - 548 * DAY_MS;
  for (let i = 0; i < opts.count; i++) {
    let name = "";
    do name = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
    while (usedNames.has(name));
    usedNames.add(name);
    const [first = "", last = ""] = slug(name).split("-");
    let email = "";
    do email = `${rng.chance(0.7) ? `${first}.${last}` : `${first}${last}${rng.int(1, 99)}`}@${rng.pick(EMAIL_DOMAINS)}`;
    while (usedEmails.has(email));
    usedEmails.add(email);
    const createdAt = rng.between(start, opts.now - 2 * DAY_MS);
    users.push({
      id: rng.uuid(),
      name,
      email,
      role: "USER",
      status: "ACTIVE",
      emailVerifiedAt: new Date(createdAt.getTime() + rng.int(1, 90) * 60_000),
      createdAt,
      updatedAt: createdAt,
    });
  }
  users.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  const shuffled = rng.shuffle(users);
  const contributors = shuffled.slice(0, opts.contributors);
  shuffled.slice(opts.contributors, opts.contributors + 3).forEach((u) => (u.status = "INACTIVE"));
  shuffled.slice(opts.contributors + 3, opts.contributors + 5).forEach((u) => (u.status = "BANNED"));
  const unpaid = shuffled.slice(opts.contributors + 5, opts.contributors + 9);

  const contributions: SeedContribution[] = [];
  const addContribution = (user: SeedUser, status: SeedContribution["status"]) => {
    const createdAt = rng.between(user.createdAt.getTime(), opts.now - DAY_MS);
    const approved = status === "APPROVED";
    const row: SeedContribution = {
      id: rng.uuid(),
      userId: user.id,
      amountCents: rng.pick(AMOUNTS_CENTS),
      currency: "BRL",
      status,
      method: rng.pick(METHODS),
      provider: "demo",
      providerPreferenceId: `demo-pref-${rng.chars(12)}`,
      providerPaymentId: status === "PENDING" ? null : `demo-${rng.chars(16)}`,
      paidAt: approved ? new Date(createdAt.getTime() + rng.int(1, 30) * 60_000) : null,
      createdAt,
      updatedAt: createdAt,
    };
    contributions.push(row);
    return row;
  };
  for (const user of contributors) {
    const rows = Array.from({ length: rng.chance(0.25) ? 2 : 1 }, () => addContribution(user, "APPROVED"));
    user.hasContributed = true;
    user.contributionCents = rows.reduce((sum, r) => sum + r.amountCents, 0);
  }
  // Abandoned or refused checkouts: visible to admins, unlock nothing.
  unpaid.forEach((user, i) => addContribution(user, (["PENDING", "REJECTED", "CANCELLED", "REJECTED"] as const)[i] ?? "PENDING"));

  const demoCreatedAt = new Date(opts.now - 3 * DAY_MS);
  const demo: SeedUser = {
    id: rng.uuid(),
    name: "Usuário Demo",
    email: DEMO_USER_EMAIL,
    role: "USER",
    status: "ACTIVE",
    emailVerifiedAt: demoCreatedAt,
    createdAt: demoCreatedAt,
    updatedAt: demoCreatedAt,
  };
  users.push(demo);
  addPublicPages(users.filter((u) => u !== demo));
  return { users, contributions, contributorIds: new Set(contributors.map((u) => u.id)), demoUserId: demo.id };
}

const BIOS = [
  "Automatizo o atendimento de pequenos negócios com n8n e WhatsApp. Gosto de fluxos simples que qualquer pessoa consegue manter.",
  "Consultora de processos. Ajudo escritórios de contabilidade a tirar planilhas do caminho.",
  "Desenvolvedor de chatbots no Typebot para clínicas e restaurantes. Aqui compartilho o que funcionou nos meus clientes.",
  "Trabalho com e-commerce e integrações no Make: pedidos, estoque e nota fiscal conversando sozinhos.",
  "Analista de marketing. Fluxos de captação de leads, CRM e relatórios automáticos.",
  "Estudante de sistemas e entusiasta de automação com IA. Feedback é sempre bem-vindo nas avaliações!",
];
const SITES = ["https://www.linkedin.com/in/", "https://github.com/", "https://www.youtube.com/@"];

/**
 * About half of the authors fill in their creator page (bio, sometimes a link). A generator of its own,
 * so the rest of the demo data (and the tests that know it) stays exactly as it was.
 */
function addPublicPages(users: SeedUser[]) {
  const rng = new Rng(20_261_127);
  for (const user of users) {
    if (!rng.chance(0.5)) continue;
    user.bio = rng.pick(BIOS);
    if (rng.chance(0.5)) user.links = [`${rng.pick(SITES)}${slug(user.name)}`];
  }
}
