import type { BotScenario } from "../typebot/spec";
import type { Scenario } from "../types";
import { SALES_BOTS } from "./bots-sales";
import { SERVICE_BOTS } from "./bots-service";
import { AI_SCENARIOS } from "./scenarios-ai";
import { OPS_SCENARIOS } from "./scenarios-ops";
import { SALES_SCENARIOS } from "./scenarios-sales";
import { SERVICE_SCENARIOS } from "./scenarios-service";

/** Use cases rendered as n8n workflows and Make scenarios. */
export const AUTOMATIONS: Scenario[] = [...SALES_SCENARIOS, ...OPS_SCENARIOS, ...AI_SCENARIOS, ...SERVICE_SCENARIOS];

/** Conversational use cases rendered as Typebot exports. */
export const BOTS: BotScenario[] = [...SALES_BOTS, ...SERVICE_BOTS];

export { SEGMENTS, type Segment } from "./domains";
export { CHANNELS, CRMS, STORES, STEP_TAGS, AGENT_TOOL_TAGS } from "./apps";
export { MAKE_SCHEDULE_HINT, SETUP_HINTS, SETUP_HINTS_EN, REVIEW_COMMENTS, REJECTION_REASONS } from "./texts";
