import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { CollectionsTable } from "@/components/admin/panel/collections-table";
import { AddToCollectionButton } from "@/components/collections/add/add-to-collection-button";
import { CollectionFlowList } from "@/components/collections/manage/collection-flow-list";
import { CollectionsTab } from "@/components/profile/collections-tab";
import type { MemberCollection, MemberCollectionList } from "@/lib/collections/dto";

// What the server draws of collections (docs/product-rules.md §27): the profile's tab, the manage
// list, the admin table, and nothing of a viewer on a shared flow page.

vi.mock("next/navigation", () => import("../../helpers/render").then((m) => m.nextNavigation));

const html = (element: React.ReactElement) => renderToStaticMarkup(element);

const collection = (i: number, over: Partial<MemberCollection> = {}): MemberCollection => ({
  id: `00000000-0000-4000-8000-00000000000${i}`,
  slug: `colecao-${i}-abc12${i}`,
  name: `Coleção ${i}`,
  description: "",
  isPublic: false,
  featured: false,
  flowCount: 0,
  owner: { name: "Ana", handle: null },
  createdAt: new Date(Date.UTC(2026, 0, 2, 12)).toISOString(),
  updatedAt: new Date(Date.UTC(2026, 2, 14, 2, 30)).toISOString(),
  ...over,
});

const list = (collections: MemberCollection[], total = collections.length): MemberCollectionList => ({
  collections,
  pagination: { page: 1, limit: 50, total, pages: total === 0 ? 0 : 1 },
});

describe("the profile's 'Coleções' tab", () => {
  it("invites the first collection when there is none, and says when it could not load", () => {
    const empty = html(createElement(CollectionsTab, { list: list([]), emailVerified: true }));
    expect(empty).toContain("Nenhuma coleção ainda");
    expect(empty).toContain("Nova coleção");
    expect(html(createElement(CollectionsTab, { list: null, emailVerified: true }))).toContain("Erro ao carregar as coleções.");
  });

  it("lists each collection with its marks, flows and last change in Brasília time, linking to its manage page", () => {
    const out = html(
      createElement(CollectionsTab, {
        list: list([
          collection(1, { name: "Vendas B2B", isPublic: true, featured: true, flowCount: 3, description: "Para o time comercial." }),
          collection(2, { flowCount: 1 }),
        ]),
        emailVerified: true,
      }),
    );
    expect(out).toContain('aria-label="Suas coleções"');
    expect(out).toContain('href="/minhas-colecoes/00000000-0000-4000-8000-000000000001"');
    expect(out).toContain(">Vendas B2B</a>");
    expect(out.match(/Pública/g)).toHaveLength(1);
    expect(out.match(/Privada/g)).toHaveLength(1);
    expect(out).toContain("Destaque");
    expect(out).toContain("3 fluxos");
    expect(out).toContain("1 fluxo ·");
    // 02:30 UTC on the 14th is still the 13th in Brasília.
    expect(out).toContain("13/03/2026");
    expect(out).toContain("Para o time comercial.");
    expect(out).toContain("2 de 50 coleções");
    expect(out).toContain("Nova coleção");
  });

  it("offers no 'Nova coleção' at the limit of 50", () => {
    const fifty = Array.from({ length: 50 }, (_, i) => collection(i));
    const out = html(createElement(CollectionsTab, { list: list(fifty), emailVerified: true }));
    expect(out).toContain("50 de 50 coleções: exclua uma para criar outra");
    expect(out).not.toContain("Nova coleção");
  });
});

describe("the manage page's list", () => {
  const flows = [
    { id: "f1", name: "Leads no CRM", platform: "N8N" as const, status: "APPROVED" as const, isPublic: true },
    { id: "f2", name: "Meu rascunho", platform: "MAKE" as const, status: "PENDING" as const, isPublic: false },
  ];

  it("numbers the flows in order, each with Subir, Descer and Remover named after it, the ends marked", () => {
    const out = html(createElement(CollectionFlowList, { collectionId: "c1", initial: flows }));
    expect(out.indexOf("Leads no CRM")).toBeLessThan(out.indexOf("Meu rascunho"));
    expect(out).toContain('aria-label="Subir Leads no CRM" aria-disabled="true"');
    expect(out).toContain('aria-label="Descer Meu rascunho" aria-disabled="true"');
    expect(out).not.toContain('aria-label="Descer Leads no CRM" aria-disabled');
    expect(out).toContain('aria-label="Remover Meu rascunho da coleção"');
    expect(out).toContain('href="/flow/f1"');
    expect(out).toContain("Em análise");
    // The live region is there before anything moves, so the first move is announced.
    expect(out).toContain('<p role="status" class="sr-only"></p>');
  });

  it("points an empty collection to the catalogue", () => {
    const out = html(createElement(CollectionFlowList, { collectionId: "c1", initial: [] }));
    expect(out).toContain("Nenhum fluxo nesta coleção");
    expect(out).toContain('href="/fluxos"');
  });
});

describe("the admin's table", () => {
  it("links each collection to its public page and names every action after it", () => {
    const out = html(
      createElement(CollectionsTable, {
        collections: [
          { ...collection(1, { name: "Vendas", isPublic: true, featured: true, flowCount: 4 }), ownerEmail: "ana@exemplo.com.br" },
          { ...collection(2, { name: "Suporte", isPublic: true }), ownerEmail: "bia@exemplo.com.br" },
        ],
      }),
    );
    expect(out).toContain('href="/colecoes/colecao-1-abc121"');
    expect(out).toContain("ana@exemplo.com.br");
    expect(out).toContain('aria-label="Remover destaque de Vendas"');
    expect(out).toContain('aria-label="Destacar Suporte"');
    expect(out).toContain('aria-label="Excluir Suporte"');
    expect(out).toContain("Não destacada");
  });
});

describe("'Adicionar à coleção' on a shared flow page", () => {
  it("is not in the server's HTML: it appears after hydration, for members", () => {
    expect(html(createElement(AddToCollectionButton, { flowId: "f1", flowName: "Leads" }))).toBe("");
  });
});
