import { describe, expect, it } from "vitest";
import { filterByName, foldText } from "@/components/profile/search";

describe("profile name search", () => {
  it("ignores case, accents and surrounding spaces", () => {
    expect(foldText("  Automação de Cobrança ")).toBe("automacao de cobranca");
    const items = [{ name: "Automação de Cobrança" }, { name: "Bot de vendas" }];
    expect(filterByName(items, "COBRANCA", (i) => i.name)).toEqual([items[0]]);
    expect(filterByName(items, "  ", (i) => i.name)).toEqual(items);
    expect(filterByName(items, "xyz", (i) => i.name)).toEqual([]);
  });
});
