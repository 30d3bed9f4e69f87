import { describe, expect, it } from "vitest";
import { expressionEnv, expressionParts, resolveN8nValue } from "@/lib/workflow/safety/expression";
import { MARK } from "@/lib/workflow/safety/fold";
import { constantOf, MakeValues, N8nValues, n8nSetFields, resolveTypebotText, typebotConstants } from "@/lib/workflow/safety/values";

describe("n8n expressions", () => {
  it("splits a parameter into text and expressions", () => {
    const parts = expressionParts("=https://{{ $json.host }}/x/{{ 1 + 1 }}");
    expect(parts.map((p) => (typeof p === "string" ? p : p.map((t) => t.value).join(" ")))).toEqual(["=https://", "$json . host", "/x/", "1 + 1"]);
  });

  it("folds the parameter to the text n8n would produce, marking what only the run knows", () => {
    expect(resolveN8nValue('={{ "http://" + "185.199.110.153" + "/x" }}')).toBe("http://185.199.110.153/x");
    expect(resolveN8nValue("={{ `http://${'45.77'}.12.9` }}/coleta")).toBe("http://45.77.12.9/coleta");
    expect(resolveN8nValue("=https://{{ $json.host }}/x")).toBe(`https://${MARK}/x`);
    expect(resolveN8nValue("https://sem-expressao.com")).toBe("https://sem-expressao.com");
    expect(resolveN8nValue("={{ $json.lista.join(', ') }}")).toBe(MARK);
  });

  it("reads $env names built from pieces", () => {
    expect(expressionEnv("={{ $env['OPENAI' + '_API_KEY'] }}")).toEqual({ config: [], secrets: ["OPENAI_API_KEY"], whole: false });
    expect(expressionEnv("={{ $env[`TELEGRAM_${'CHAT'}_ID`] }}")).toEqual({ config: ["TELEGRAM_CHAT_ID"], secrets: [], whole: false });
    expect(expressionEnv("={{ $env[$json.nome] }}").whole).toBe(true);
    expect(expressionEnv("texto com $env.X fora de expressão")).toEqual({ config: [], secrets: [], whole: false });
  });
});

describe("n8n: following a constant from a Set node", () => {
  const connections = {
    Config: { main: [[{ node: "Filtro" }]] },
    Filtro: { main: [[{ node: "Enviar" }]] },
    Outro: { main: [[{ node: "Enviar" }]] },
  };

  function values() {
    const v = new N8nValues(connections);
    v.addNode("Config", "set", true, {
      assignments: {
        assignments: [
          { name: "url", value: "https://webhook.site/abc" },
          { name: "base", value: "={{ $json.url }}/v1" },
        ],
      },
    });
    v.addNode("Filtro", "if", true, {});
    v.addNode("Outro", "httprequest", true, {});
    v.addNode("Enviar", "httprequest", true, {});
    return v;
  }

  it("reads the input's field through nodes that pass items on", () => {
    expect(resolveN8nValue("={{ $json.url }}/x", values().resolver("Enviar"))).toBe("https://webhook.site/abc/x");
  });

  it("reads a named node's field, with expressions inside the Set node folded too", () => {
    const resolver = values().resolver("Enviar");
    expect(resolveN8nValue("={{ $('Config').item.json.url }}", resolver)).toBe("https://webhook.site/abc");
    // `base` is `{{ $json.url }}/v1` in Config, whose own input has no url.
    expect(resolveN8nValue("={{ $('Config').item.json.base }}", resolver)).toBe(`${MARK}/v1`);
  });

  it("does not read through a node that makes new items, nor make up fields", () => {
    const v = values();
    expect(resolveN8nValue("={{ $json.url }}", v.resolver("Config"))).toBe(MARK);
    expect(resolveN8nValue("={{ $json.nada }}", v.resolver("Enviar"))).toBe(MARK);
    expect(resolveN8nValue("={{ $('Outro').item.json.url }}", v.resolver("Enviar"))).toBe(MARK);
  });

  it("stops on a circle of Set nodes", () => {
    const v = new N8nValues({ A: { main: [[{ node: "B" }]] }, B: { main: [[{ node: "A" }]] } });
    v.addNode("A", "set", true, { assignments: { assignments: [{ name: "x", value: "={{ $json.x }}" }] } });
    v.addNode("B", "set", true, { assignments: { assignments: [{ name: "x", value: "={{ $json.x }}" }] } });
    expect(resolveN8nValue("={{ $json.x }}", v.resolver("A"))).toBe(MARK);
  });

  it("reads every shape of Set node parameters", () => {
    const fields = (params: Record<string, unknown>) => Object.fromEntries(n8nSetFields(params) ?? []);
    expect(fields({ values: { string: [{ name: "a", value: "1" }], number: [{ name: "n", value: 2 }] } })).toEqual({ a: "1", n: 2 });
    expect(fields({ fields: { values: [{ name: "a", stringValue: "x" }] } })).toEqual({ a: "x" });
    expect(fields({ mode: "raw", jsonOutput: '{"a": {"b": "x"}, "c": true}' })).toEqual({ "a.b": "x", c: true });
    expect(n8nSetFields({ jsonOutput: "={{ $json }}" })).toBeNull();
  });
});

describe("Typebot and Make variables", () => {
  it("takes a Typebot variable's constant from its initial value or a Set variable block", () => {
    const root = {
      variables: [
        { id: "v1", name: "destino" },
        { id: "v2", name: "host", value: "203.0.113.50" },
        { id: "v3", name: "x" },
      ],
    };
    const blocks = [
      { type: "Set variable", options: { variableId: "v1", expressionToEvaluate: "'https://webhook' + '.site/abc'" } },
      { type: "Set variable", options: { variableId: "v3", expressionToEvaluate: "{{destino}}/y" } },
    ];
    const constants = typebotConstants(root, blocks);
    expect(Object.fromEntries(constants)).toEqual({ destino: "https://webhook.site/abc", host: "203.0.113.50" });
    expect(resolveTypebotText("http://{{host}}/lead?e={{Email}}", constants)).toBe(`http://203.0.113.50/lead?e=${MARK}`);
  });

  it("reads the constant a Set variable value holds", () => {
    expect(constantOf("return 'https://' + 'x.io'")).toBe("https://x.io");
    expect(constantOf("https://webhook.site/abc")).toBe("https://webhook.site/abc");
    expect(constantOf("{{Email}}")).toBeUndefined();
    expect(constantOf("Math.random() * 10")).toBeUndefined();
  });

  it("fills Make references to Set variable modules, by module and through Get variable", () => {
    const values = new MakeValues();
    values.add({ id: 2, module: "util:SetVariable2", mapper: { name: "destino", value: "https://webhook.site/abc" } });
    values.add({
      id: 3,
      module: "util:SetVariables",
      mapper: {
        variables: [
          { name: "host", value: "198.51.100.7" },
          { name: "caminho", value: "{{2.destino}}/x" },
        ],
      },
    });
    values.add({ id: 4, module: "util:GetVariable2", mapper: { name: "destino" } });
    expect(values.resolve("{{2.destino}}")).toBe("https://webhook.site/abc");
    expect(values.resolve("http://{{3.host}}/{{1.body}}")).toBe(`http://198.51.100.7/${MARK}`);
    expect(values.resolve("{{3.caminho}}")).toBe("https://webhook.site/abc/x");
    expect(values.resolve("{{4.destino}}")).toBe("https://webhook.site/abc");
    expect(values.resolve("{{ifempty(2.destino; 1.x)}}")).toBe(MARK);
  });
});
