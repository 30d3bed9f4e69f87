/** Conversation steps a bot scenario is written in; the composer turns them into groups and blocks. */
export type InputType = "text input" | "email input" | "number input" | "url input" | "rating input" | "file input";

export type BotStep =
  | { kind: "say"; text: string; media?: "image" | "video" }
  | { kind: "ask"; input: InputType; question: string; variable: string; long?: boolean; scale?: 5 | 10 }
  | {
      kind: "choose";
      question: string;
      options: string[];
      variable?: string;
      title?: string;
      /** One reply per option, each in its own group; `redirect` or `end` stop that branch there. */
      branches?: { reply: string; redirect?: string; end?: boolean }[];
      pictures?: boolean;
    }
  | { kind: "setvar"; variable: string; expression: string }
  | { kind: "webhook"; target: "n8n" | "make" | "crm" | "sheets"; responseVariable?: string }
  | { kind: "email"; subject: string; body: string }
  | { kind: "ai"; prompt: string; input: string; output: string }
  | {
      kind: "score";
      variable: string;
      operator: "Greater than" | "Equal to" | "Contains";
      value: string;
      hot: BotStep[];
      cold: BotStep[];
    }
  | { kind: "redirect"; url: string }
  | { kind: "wait"; seconds: number }
  | { kind: "jump"; toTitle: string }
  | { kind: "payment"; amount: string };

export interface BotScenario {
  id: string;
  tags: string[];
  /** Business segments the bot makes sense for (all when absent). */
  segments?: string[];
  names: string[];
  summary: string[];
  /** `{negocio}`, `{o negocio}`, `{do negocio}`, `{no negocio}`, `{ao negocio}` name the business in texts. */
  steps: BotStep[];
}

/** Typebot's rich text: paragraphs of runs; `**bold**` marks bold runs. */
export function richText(text: string) {
  return {
    richText: text.split("\n").map((line) => {
      const children = line
        .split(/(\*\*[^*]+\*\*)/)
        .filter((part) => part !== "")
        .map((part) => (part.startsWith("**") ? { bold: true, text: part.slice(2, -2) } : { text: part }));
      return { type: "p", children: children.length > 0 ? children : [{ text: "" }] };
    }),
  };
}
