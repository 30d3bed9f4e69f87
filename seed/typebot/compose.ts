import type { Rng } from "../random";
import { aiBlock, choiceBlock, emailBlock, inputBlock, mediaBlock, textBlock, webhookBlock, type BlockDraft, type BlockKit, type ItemDraft } from "./blocks";
import type { BotStep } from "./spec";

export interface GroupDraft {
  id: string;
  title: string;
  x: number;
  y: number;
  blocks: BlockDraft[];
}

const COL_WIDTH = 340;

const TITLES: Partial<Record<BotStep["kind"], string>> = {
  webhook: "Integração",
  email: "Notificação",
  ai: "IA",
  setvar: "Cálculo",
  payment: "Pagamento",
  score: "Condição",
  wait: "Aguardar",
  redirect: "Redirecionar",
};

/**
 * Lays a list of conversation steps out as Typebot groups: one group per question (texts followed
 * by their input block), branches in their own groups, converging again on the next question.
 */
export class Composer {
  readonly groups: GroupDraft[] = [];
  private open: GroupDraft | null = null;
  /** Exits (blocks or items) waiting to be linked to the next group of the main path. */
  private dangling: (BlockDraft | ItemDraft)[] = [];
  private col = 0;
  private readonly jumps: { block: BlockDraft; title: string }[] = [];
  /** Where each question starts, so a Jump can go back to it (not to the group's greeting). */
  private readonly questions = new Map<string, { groupId: string; blockId: string }>();

  constructor(
    private readonly kit: BlockKit,
    private readonly rng: Rng,
  ) {}

  private group(title: string, y = 0, linkDangling = true): GroupDraft {
    const g: GroupDraft = {
      id: this.kit.id(),
      title,
      x: this.col * COL_WIDTH + this.rng.int(-20, 20),
      y: y + this.rng.int(-15, 15),
      blocks: [],
    };
    this.col += 1;
    this.groups.push(g);
    if (linkDangling) {
      for (const exit of this.dangling) exit.next = { groupId: g.id };
      this.dangling = [];
    }
    return g;
  }

  /** Current open group, or a new one after closing the previous (its last block flows on). */
  private target(title: string): GroupDraft {
    if (this.open) return this.open;
    return (this.open = this.group(title));
  }

  private close(group: GroupDraft, flowsOn = true) {
    const last = group.blocks[group.blocks.length - 1];
    if (flowsOn && last && !last.terminal) this.dangling.push(last);
    if (this.open === group) this.open = null;
  }

  /** Renders steps into `group` (branch bodies), returning its blocks. */
  private inline(group: GroupDraft, steps: BotStep[]) {
    for (const step of steps) {
      if (step.kind === "say") group.blocks.push(textBlock(this.kit, step.text));
      else if (step.kind === "ask") group.blocks.push(textBlock(this.kit, step.question), inputBlock(this.kit, step.input, step.variable, step));
      else if (step.kind === "redirect") group.blocks.push({ id: this.kit.id(), type: "Redirect", options: { url: step.url, isNewTab: true }, terminal: true });
    }
  }

  add(step: BotStep) {
    const kit = this.kit;
    switch (step.kind) {
      case "say": {
        const g = this.target(this.groups.length === 0 ? "Boas-vindas" : "Mensagem");
        if (step.media === "video")
          g.blocks.push(
            textBlock(kit, step.text),
            mediaBlock(kit, "video", (i) => this.rng.pick(i)),
          );
        else g.blocks.push(...(step.media ? [mediaBlock(kit, step.media, (i) => this.rng.pick(i))] : []), textBlock(kit, step.text));
        return;
      }
      case "ask": {
        const g = this.target(step.variable);
        const question = textBlock(kit, step.question);
        g.blocks.push(question, inputBlock(kit, step.input, step.variable, step));
        this.questions.set(step.variable, { groupId: g.id, blockId: question.id });
        this.close(g);
        return;
      }
      case "choose": {
        const g = this.target(step.title ?? "Escolha");
        const choice = choiceBlock(kit, step.options, step.variable, step.pictures);
        g.blocks.push(textBlock(kit, step.question), choice);
        if (!step.branches) return this.close(g);
        this.close(g, false);
        const exits: BlockDraft[] = [];
        const n = step.branches.length;
        step.branches.forEach((branch, i) => {
          const bg = this.group(step.options[i] ?? "Opção", Math.round((i - (n - 1) / 2) * 220), false);
          this.col -= 1;
          this.inline(bg, [{ kind: "say", text: branch.reply }, ...(branch.redirect ? [{ kind: "redirect" as const, url: branch.redirect }] : [])]);
          const item = choice.items?.[i];
          if (item) item.next = { groupId: bg.id };
          const last = bg.blocks[bg.blocks.length - 1];
          if (last && !last.terminal && !branch.end) exits.push(last);
        });
        this.col += 1;
        this.dangling.push(...exits);
        return;
      }
      case "score": {
        const g = this.target(TITLES.score ?? "Condição");
        const variableId = kit.variable(step.variable);
        const item: ItemDraft = {
          id: kit.id(),
          fields: {
            content: {
              comparisons: [{ id: kit.id(), variableId, comparisonOperator: step.operator, value: step.value }],
              logicalOperator: "AND",
            },
          },
        };
        const condition: BlockDraft = { id: kit.id(), type: "Condition", items: [item] };
        g.blocks.push(condition);
        this.close(g, false);
        const hot = this.group(step.variable === "Nota" ? "Promotor" : "Sim", -180, false);
        this.col -= 1;
        const cold = this.group(step.variable === "Nota" ? "Detrator" : "Não", 180, false);
        this.inline(hot, step.hot);
        this.inline(cold, step.cold);
        item.next = { groupId: hot.id };
        condition.next = { groupId: cold.id };
        for (const bg of [hot, cold]) this.close(bg);
        return;
      }
      case "jump": {
        const g = this.target("Voltar");
        const block: BlockDraft = { id: kit.id(), type: "Jump", options: {}, terminal: true };
        g.blocks.push(block);
        this.jumps.push({ block, title: step.toTitle });
        this.close(g, false);
        return;
      }
      default:
        this.target(TITLES[step.kind] ?? "Etapa").blocks.push(this.logicBlock(step));
        if (step.kind === "redirect" && this.open) this.close(this.open, false);
        if (step.kind === "payment" && this.open) this.close(this.open);
    }
  }

  private logicBlock(step: BotStep): BlockDraft {
    const kit = this.kit;
    switch (step.kind) {
      case "setvar":
        return {
          id: kit.id(),
          type: "Set variable",
          options: { variableId: kit.variable(step.variable), expressionToEvaluate: step.expression },
        };
      case "webhook":
        return webhookBlock(kit, step.target, step.responseVariable);
      case "email":
        return emailBlock(kit, step.subject, step.body);
      case "ai":
        return aiBlock(kit, step.prompt, step.input, step.output);
      case "redirect":
        return { id: kit.id(), type: "Redirect", options: { url: step.url, isNewTab: true }, terminal: true };
      case "wait":
        return { id: kit.id(), type: "Wait", options: { secondsToWaitFor: String(step.seconds) } };
      case "payment":
        return {
          id: kit.id(),
          type: "payment input",
          options: {
            provider: "Stripe",
            amount: step.amount,
            currency: "BRL",
            labels: { button: "Pagar R$ " + step.amount },
            additionalInformation: { name: "{{Nome}}", email: "{{Email}}" },
            credentialsId: kit.id(),
          },
        };
      default:
        throw new Error(`Step ${step.kind} is laid out by add()`);
    }
  }

  /** Resolves jumps (to a question by its variable, or a group by title) once every group exists. */
  finish(): GroupDraft[] {
    for (const { block, title } of this.jumps) {
      const group = this.groups.find((g) => g.title === title) ?? this.groups[0];
      block.options = this.questions.get(title) ?? (group ? { groupId: group.id } : {});
    }
    return this.groups;
  }
}
