import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** The stored shape of lib/workflow/safety's report (kept here so the schema imports no app code). */
export interface StoredSafetyReport {
  level: "none" | "attention" | "high";
  findings: { rule: string; severity: "attention" | "high"; nodes: string[]; message: string; previewMessage?: string }[];
}

/** The stored shape of lib/workflow/n8n-compat's answer. */
export interface StoredN8nCompatibility {
  minN8nVersion: string | null;
  unknownNodes: string[];
  communityPackages: string[];
  requirements: { node: string; type: string; typeVersion: number; minN8nVersion: string }[];
  /** Official nodes at a typeVersion no release ships; absent on rows stored before it existed. */
  unknownVersions?: { node: string; type: string; typeVersion: number }[];
}

export const userRole = pgEnum("user_role", ["USER", "ADMIN"]);
export const userStatus = pgEnum("user_status", ["ACTIVE", "INACTIVE", "BANNED"]);
export const platform = pgEnum("platform", ["N8N", "TYPEBOT", "MAKE"]);
export const flowStatus = pgEnum("flow_status", ["PENDING", "APPROVED", "REJECTED"]);
export const contributionStatus = pgEnum("contribution_status", ["PENDING", "APPROVED", "REJECTED", "CANCELLED", "REFUNDED"]);
export const tokenPurpose = pgEnum("token_purpose", ["EMAIL_VERIFICATION", "PASSWORD_RESET", "EMAIL_CHANGE"]);
export const downloadSource = pgEnum("download_source", ["WEB", "N8N"]);
export const mailStatus = pgEnum("mail_status", ["PENDING", "SENT", "FAILED"]);
export const reportReason = pgEnum("report_reason", ["NOT_WORKING", "MALICIOUS", "PERSONAL_DATA", "SPAM", "COPY", "OTHER"]);
export const reportStatus = pgEnum("report_status", ["OPEN", "DISMISSED", "ACTIONED"]);
export const reportAction = pgEnum("report_action", ["DISMISS", "HIDE", "BAN", "RESTORE"]);

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/**
 * Accent- and case-folding done in SQL with immutable built-ins only, so it can feed a stored
 * generated column and a trigram index on Postgres and PGlite alike (unaccent() is not immutable).
 * Queries fold the search term with the same expression (see lib/flows).
 */
export const FOLD_FROM = "áàâãäåéèêëíìîïóòôõöúùûüçñýÿ";
export const FOLD_TO = "aaaaaaeeeeiiiiooooouuuucnyy";

/** Postgres `tsvector`, as its text form when selected (only the search queries read it). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** Always stored trimmed and lowercased. */
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: userRole("role").notNull().default("USER"),
    status: userStatus("status").notNull().default("ACTIVE"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** Distinct flows downloaded (docs/product-rules.md §4). */
    downloadCount: integer("download_count").notNull().default(0),
    hasContributed: boolean("has_contributed").notNull().default(false),
    /** Sum of approved contributions, in cents. */
    contributionCents: integer("contribution_cents").notNull().default(0),
    /** Bumped to end sessions: a password change, reset, ban or deletion invalidates older tokens. */
    tokenVersion: integer("token_version").notNull().default(0),
    /** A new address waiting for its owner to confirm it; `email` stays the login until then. */
    pendingEmail: text("pending_email"),
    /**
     * Opted in to an e-mail when a flow they downloaded gets a new version (lib/downloads/update-mail.ts):
     * versions published after this moment are news to them. Null: not opted in.
     */
    flowUpdatesSince: timestamp("flow_updates_since", { withTimezone: true }),
    /** The last such e-mail: at most one a day. */
    flowUpdatesMailedAt: timestamp("flow_updates_mailed_at", { withTimezone: true }),
    /**
     * The creator page's address, `/autores/{handle}` (lib/authors): slug rules, unique. The
     * `users_handle_default` trigger (migration 0018) makes one from the name when a row comes without.
     */
    handle: text("handle").notNull().default(""),
    bio: text("bio"),
    /** Up to a few `https` links shown on the creator page with `rel="nofollow ugc"`. */
    links: text("links")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** False: no creator page, and "por …" is plain text. */
    profilePublic: boolean("profile_public").notNull().default(true),
    /**
     * Author notices turned off in Meu Perfil (lib/notifications): any of FLOW_APPROVED,
     * FLOW_REJECTED, VERSION_DECIDED, REVIEW_DIGEST. Empty: every notice on.
     */
    mailOptOuts: text("mail_opt_outs")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Reviews on the author's flows written up to this moment were in a digest: at most one a day. */
    reviewDigestAt: timestamp("review_digest_at", { withTimezone: true }),
    /**
     * Set while an admin vouches for this author (lib/authors/verification.ts): the "Verificado" mark on
     * cards, flow pages, the creator page and in n8n. Every change, with its reason, is in `author_verifications`.
     */
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_handle_key").on(t.handle),
    index("users_created_at_idx").on(t.createdAt),
    index("users_role_status_idx").on(t.role, t.status),
    check("users_download_count_nonneg", sql`${t.downloadCount} >= 0`),
  ],
);

const PUBLIC_FLOW = sql`status = 'APPROVED' and is_public`;

export const flows = pgTable(
  "flows",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    url: text("url").notNull().default(""),
    /** The flow's public address, `/fluxos/{slug}`: made from its name, unique, renewed on rename (lib/flows/slug.ts). */
    slug: text("slug")
      .notNull()
      // Only a row inserted without one (test fixtures) gets this; the app always sets it from the name.
      .$defaultFn(() => `fluxo-${crypto.randomUUID()}`),
    tutorialUrl: text("tutorial_url"),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isPublic: boolean("is_public").notNull().default(true),
    status: flowStatus("status").notNull().default("PENDING"),
    rejectionReason: text("rejection_reason"),
    platform: platform("platform").notNull(),
    /** The workflow export itself: what a download delivers. */
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull(),
    /** Average rating, kept in step with reviews inside the same transaction. */
    score: doublePrecision("score").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    /**
     * What "Avaliação" sorts by: the Bayesian average (C·m + Σratings) / (C + n) with the prior of
     * `rating_prior`. Set by the `flows_rating_rank` trigger whenever score or review_count is
     * written, and for every flow when the prior moves (lib/flows/rating-rank.ts, migration 0017).
     */
    ratingRank: doublePrecision("rating_rank").notNull().default(0),
    /** Distinct users who downloaded the flow. */
    downloadCount: integer("download_count").notNull().default(0),
    /** Null once the author's account is deleted: the flow is then credited to 'Usuário removido'. */
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * Facts read from the workflow at import (lib/flows/facts-columns.ts), kept as columns so the
     * catalogue can filter on them: readable app names, trigger kinds, complexity slug.
     */
    integrations: text("integrations")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    triggerKinds: text("trigger_kinds")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    complexity: text("complexity").notNull().default("simples"),
    nodeCount: integer("node_count").notNull().default(0),
    /** Hash of the normalised workflow (ids, positions and names ignored): exact duplicates. */
    contentHash: text("content_hash"),
    /** Hash of the node types alone: near-duplicates shown to moderators. */
    shapeHash: text("shape_hash"),
    /**
     * What the workflow could do to the one who imports it (lib/workflow/safety): its findings, and
     * their highest severity as a column the catalogue filters on ("Sem alertas de segurança").
     */
    safety: jsonb("safety")
      .$type<StoredSafetyReport>()
      .notNull()
      .default(sql`'{"level":"none","findings":[]}'::jsonb`),
    safetyLevel: text("safety_level").notNull().default("none"),
    /** n8n flows: the n8n it needs and the nodes no official package has (lib/workflow/n8n-compat); null for the other tools. */
    n8nCompat: jsonb("n8n_compat").$type<StoredN8nCompatibility>(),
    /** `n8nCompat.minN8nVersion` as one sortable number (major·10⁶ + minor·10³ + patch), for "Funciona no meu n8n". */
    minN8nVersion: integer("min_n8n_version"),
    /**
     * Set when N "malicioso ou inseguro" reports took the flow out of the public catalogue (it is then
     * not public) until an admin decides (lib/reports); its author cannot publish it meanwhile.
     */
    heldAt: timestamp("held_at", { withTimezone: true }),
    /** Which extraction rules filled the columns above; older rows are refreshed at migration. */
    factsVersion: smallint("facts_version").notNull().default(0),
    /**
     * A number for the flow that never changes: n8n's template library names templates by number
     * (lib/n8n), so the API for n8n's editor uses this where the rest of the app uses `id`.
     */
    templateId: integer("template_id").notNull().generatedByDefaultAsIdentity(),
    /**
     * The version everyone gets: `metadata` and the facts above are its content (flow_versions keeps
     * every version). A newer version waiting for moderation does not move it (lib/flows/versions/store.ts).
     */
    version: integer("version").notNull().default(1),
    /**
     * The search columns below are derived from name, description, tags and integrations by the
     * `flows_search_columns` trigger (migration 0021), only when one of those is written. As GENERATED
     * columns they were recomputed on every UPDATE of the row (each download, review and rank change).
     * `search_text`: translate(lower(name || ' ' || description), FOLD_FROM, FOLD_TO).
     */
    searchText: text("search_text"),
    /**
     * The full-text search documents (migration 0012, lib/flows/search/match.ts): Portuguese and English
     * stems, accents folded. The name alone, the name with tags and integrations, and everything
     * with the description: relevance is the narrowest one that holds every word of a search.
     */
    searchName: tsvector("search_name"),
    searchHead: tsvector("search_head"),
    searchVector: tsvector("search_vector"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("flows_slug_key").on(t.slug),
    uniqueIndex("flows_template_id_key").on(t.templateId),
    index("flows_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    index("flows_search_name_idx").using("gin", t.searchName),
    index("flows_search_head_idx").using("gin", t.searchHead),
    index("flows_search_vector_idx").using("gin", t.searchVector),
    // `/fluxos/{slug}` finds its flow by the end of `url` (like '%/fluxos/slug').
    index("flows_url_trgm_idx").using("gin", t.url.op("gin_trgm_ops")),
    index("flows_tags_idx").using("gin", t.tags),
    index("flows_author_idx").on(t.authorId, t.createdAt),
    // A creator page lists the author's public flows, newest first.
    index("flows_public_author_idx").on(t.authorId, t.createdAt, t.id).where(PUBLIC_FLOW),
    // Every signed-in request asks whether the viewer has flows outside the public catalogue.
    index("flows_author_unpublished_idx")
      .on(t.authorId)
      .where(sql`not (status = 'APPROVED' and is_public)`),
    index("flows_status_idx").on(t.status, t.createdAt),
    index("flows_rating_rank_idx").on(t.ratingRank, t.downloadCount, t.id),
    index("flows_created_at_idx").on(t.createdAt, t.id),
    index("flows_download_count_idx").on(t.downloadCount, t.id),
    index("flows_name_idx").on(t.name, t.id),
    index("flows_platform_rating_rank_idx").on(t.platform, t.ratingRank, t.downloadCount, t.id),
    // The public catalogue is what almost every request lists: partial indexes keep its sorts
    // index-only walks that never visit pending, rejected or private rows.
    // Every sort index is ascending on purpose: `ORDER BY x DESC` means NULLS FIRST, which a
    // `DESC NULLS LAST` index (what `` generates) cannot serve, while an ascending btree is
    // read backwards for DESC and forwards for ASC.
    // "Avaliação" (and search tiers by relevance) order by rank, then downloads, then id.
    index("flows_public_rating_rank_idx").on(t.ratingRank, t.downloadCount, t.id).where(PUBLIC_FLOW),
    index("flows_public_created_idx").on(t.createdAt, t.id).where(PUBLIC_FLOW),
    index("flows_public_downloads_idx").on(t.downloadCount, t.id).where(PUBLIC_FLOW),
    index("flows_public_name_idx").on(t.name, t.id).where(PUBLIC_FLOW),
    index("flows_public_platform_rating_rank_idx").on(t.platform, t.ratingRank, t.downloadCount, t.id).where(PUBLIC_FLOW),
    index("flows_integrations_idx").using("gin", t.integrations),
    index("flows_trigger_kinds_idx").using("gin", t.triggerKinds),
    index("flows_public_complexity_rating_rank_idx").on(t.complexity, t.ratingRank, t.downloadCount, t.id).where(PUBLIC_FLOW),
    index("flows_content_hash_idx").on(t.contentHash),
    index("flows_shape_hash_idx").on(t.shapeHash),
    // "Sem alertas de segurança" and "Funciona no meu n8n" on the public catalogue's default order.
    index("flows_public_safety_rating_rank_idx").on(t.safetyLevel, t.ratingRank, t.downloadCount, t.id).where(PUBLIC_FLOW),
    index("flows_public_min_n8n_rating_rank_idx").on(t.minN8nVersion, t.ratingRank, t.downloadCount, t.id).where(PUBLIC_FLOW),
    check("flows_complexity_valid", sql`${t.complexity} in ('simples', 'intermediario', 'avancado')`),
    check("flows_safety_level_valid", sql`${t.safetyLevel} in ('none', 'attention', 'high')`),
    check("flows_score_range", sql`${t.score} >= 0 and ${t.score} <= 5`),
  ],
);

/**
 * Every version of a flow's workflow JSON (docs/product-rules.md §20). Version 1 is written by the
 * `flows_first_version` trigger whatever inserted the flow. APPROVED rows are the history everyone who
 * sees the flow sees; at most one newer row waits for moderation (PENDING) or was turned down
 * (REJECTED), and the author's next upload replaces it.
 */
export const flowVersions = pgTable(
  "flow_versions",
  {
    flowId: uuid("flow_id")
      .notNull()
      .references(() => flows.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    status: flowStatus("status").notNull(),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull(),
    changelog: text("changelog"),
    /** Step names added, removed and changed against the version before it (lib/workflow/step-diff.ts). */
    changes: jsonb("changes").$type<{ added: string[]; removed: string[]; changed: string[] }>().notNull(),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    rejectionReason: text("rejection_reason"),
    /** Its safety report (lib/workflow/safety), for moderators and its author before it is published; null on rows older than the report. */
    safety: jsonb("safety").$type<StoredSafetyReport>(),
    createdAt: createdAt(),
    /** When it became the version everyone gets; null until then. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.flowId, t.version] }),
    // The moderation queue asks which flows have a version waiting.
    index("flow_versions_pending_idx")
      .on(t.createdAt)
      .where(sql`status = 'PENDING'`),
    // The daily e-mail asks which versions were published since a moment.
    index("flow_versions_published_idx")
      .on(t.publishedAt)
      .where(sql`published_at is not null`),
  ],
);

/**
 * Every word of the public catalogue (folded: lower case, no accents) and in how many approved public
 * flows it appears, kept by the `flows_search_words_added`, `_removed` and `_changed` triggers
 * (migration 0012, docs/product-rules.md §18). A search word with no hit is matched against these by trigram
 * similarity ("Você quis dizer whatsapp?").
 */
export const flowSearchWords = pgTable(
  "flow_search_words",
  {
    word: text("word").primaryKey(),
    /** The word as written, accents included when any flow writes it with them. */
    spelling: text("spelling").notNull(),
    flows: integer("flows").notNull().default(0),
  },
  (t) => [index("flow_search_words_trgm_idx").using("gin", t.word.op("gin_trgm_ops"))],
);

/** Slugs a flow had before a rename: `/fluxos/{old}` answers 308 to its current address. */
export const flowSlugs = pgTable(
  "flow_slugs",
  {
    slug: text("slug").primaryKey(),
    flowId: uuid("flow_id")
      .notNull()
      .references(() => flows.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("flow_slugs_flow_idx").on(t.flowId)],
);

/**
 * How many approved public flows each facet holds: ('all', ''), ('platform', N8N…), ('tag', crm…).
 * Kept by the `flows_facets` trigger (migrations 0004 and 0005, docs/product-rules.md §18) so totals and the tag
 * list never scan the catalogue.
 */
export const flowFacets = pgTable(
  "flow_facets",
  {
    kind: text("kind").notNull(),
    value: text("value").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.value] })],
);

/**
 * 16 shard rows whose sum is the catalogue version, moved by the `flows_bump_catalog`,
 * `users_rename_bump_catalog` and `users_delete_bump_catalog` triggers (docs/product-rules.md §18): list and page caches
 * in every instance key on it, so a write anywhere invalidates them everywhere.
 */
export const catalogVersion = pgTable("catalog_version", {
  id: smallint("id").primaryKey().default(1),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

/**
 * Every approval and rejection of a flow: who decided, when and why (docs/product-rules.md §2). The flow keeps
 * only its current status and rejection reason; this is the history behind them.
 */
export const flowModerations = pgTable(
  "flow_moderations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    flowId: uuid("flow_id")
      .notNull()
      .references(() => flows.id, { onDelete: "cascade" }),
    /** Null once that admin's account is deleted. */
    adminId: uuid("admin_id").references(() => users.id, { onDelete: "set null" }),
    decision: flowStatus("decision").notNull(),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [index("flow_moderations_flow_created_idx").on(t.flowId, t.createdAt), check("flow_moderations_decision", sql`${t.decision} <> 'PENDING'`)],
);

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    flowId: uuid("flow_id")
      .notNull()
      .references(() => flows.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    comment: text("comment"),
    /**
     * Set when moderation takes the review down (reports, lib/reports): it leaves the page and the
     * flow's score and count. Null: shown.
     */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("reviews_flow_user_key").on(t.flowId, t.userId),
    index("reviews_user_idx").on(t.userId),
    index("reviews_flow_created_idx").on(t.flowId, t.createdAt),
    // The daily digest of new reviews asks which reviews came in since a moment.
    index("reviews_created_idx").on(t.createdAt),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

/** A creator page's earlier handles: `/autores/{old}` answers 308 to the current one. */
export const userHandles = pgTable(
  "user_handles",
  {
    handle: text("handle").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("user_handles_user_idx").on(t.userId)],
);

/**
 * A member's flag on a published flow or a review (lib/reports). At most one OPEN report per person
 * and item (partial unique indexes); an admin's decision closes every open report of the item.
 */
export const reports = pgTable(
  "reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Exactly one of flowId and reviewId is set. */
    flowId: uuid("flow_id").references(() => flows.id, { onDelete: "cascade" }),
    reviewId: uuid("review_id").references(() => reviews.id, { onDelete: "cascade" }),
    reporterId: uuid("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: reportReason("reason").notNull(),
    text: text("text"),
    status: reportStatus("status").notNull().default("OPEN"),
    /** The decision that closed it. */
    decisionId: uuid("decision_id").references(() => reportDecisions.id, { onDelete: "set null" }),
    /**
     * How much it counts towards the automatic hold, fixed when filed (lib/reports/trust.ts): 0 for a
     * report that only reaches the queue, up to 2 for a reporter whose reports were upheld before.
     */
    weight: real("weight").notNull().default(1),
    /** Why it does not count, as the queue shows it: NEW_ACCOUNT, NO_DOWNLOAD, LOW_REPUTATION. Empty when it counts. */
    trustFlags: text("trust_flags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reports_open_flow_reporter_key")
      .on(t.flowId, t.reporterId)
      .where(sql`status = 'OPEN' and flow_id is not null`),
    uniqueIndex("reports_open_review_reporter_key")
      .on(t.reviewId, t.reporterId)
      .where(sql`status = 'OPEN' and review_id is not null`),
    index("reports_open_created_idx")
      .on(t.createdAt)
      .where(sql`status = 'OPEN'`),
    index("reports_flow_idx")
      .on(t.flowId, t.reason)
      .where(sql`status = 'OPEN'`),
    index("reports_review_idx")
      .on(t.reviewId, t.reason)
      .where(sql`status = 'OPEN'`),
    index("reports_reporter_created_idx").on(t.reporterId, t.createdAt),
    check("reports_one_item", sql`(${t.flowId} is null) <> (${t.reviewId} is null)`),
    check("reports_text_length", sql`char_length(${t.text}) <= 500`),
    check("reports_weight_range", sql`${t.weight} >= 0 and ${t.weight} <= 2`),
  ],
);

/** Every time an admin marked or unmarked an author as verified, with the reason (lib/authors/verification.ts). */
export const authorVerifications = pgTable(
  "author_verifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Null once that admin's account is deleted. */
    adminId: uuid("admin_id").references(() => users.id, { onDelete: "set null" }),
    verified: boolean("verified").notNull(),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("author_verifications_user_idx").on(t.userId, t.createdAt),
    check("author_verifications_reason_length", sql`char_length(${t.reason}) between 1 and 500`),
  ],
);

/**
 * Every admin decision on reported items (and every automatic hold): the history of the
 * "Denúncias" tab. The item ids are kept as plain values so the history outlives the item.
 */
export const reportDecisions = pgTable(
  "report_decisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    flowId: uuid("flow_id"),
    reviewId: uuid("review_id"),
    /** The flow's name or the review's text when decided, for the history. */
    itemLabel: text("item_label").notNull(),
    /** Null: the automatic hold after N "malicioso ou inseguro" reports; or that admin was deleted. */
    adminId: uuid("admin_id").references(() => users.id, { onDelete: "set null" }),
    action: reportAction("action").notNull(),
    reason: text("reason"),
    /** How many open reports it closed. */
    reportCount: integer("report_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("report_decisions_created_idx").on(t.createdAt), index("report_decisions_flow_idx").on(t.flowId)],
);

export const downloads = pgTable(
  "downloads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Null once the flow is deleted; the history keeps the name (docs/product-rules.md §4). */
    flowId: uuid("flow_id").references(() => flows.id, { onDelete: "set null" }),
    flowName: text("flow_name").notNull(),
    /** Where the first download came from: the site, or n8n's editor through a personal key (lib/n8n). */
    source: downloadSource("source").notNull().default("WEB"),
    /** The newest version of the flow this user has received (a download of an older one keeps it). */
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("downloads_user_flow_key").on(t.userId, t.flowId),
    index("downloads_user_created_idx").on(t.userId, t.createdAt),
    index("downloads_flow_idx").on(t.flowId),
    index("downloads_created_idx").on(t.createdAt),
  ],
);

/**
 * The flows a member saved for later ('Salvar', docs/product-rules.md §12): one row per member and
 * flow, gone with either. The list shows only the saved flows the member can still see.
 */
export const savedFlows = pgTable(
  "saved_flows",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    flowId: uuid("flow_id")
      .notNull()
      .references(() => flows.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.flowId] }),
    // The member's list, newest first; and a flow's rows when it is deleted (the cascade).
    index("saved_flows_user_created_idx").on(t.userId, t.createdAt, t.flowId),
    index("saved_flows_flow_idx").on(t.flowId),
  ],
);

/**
 * A member follows an author's creator page (docs/product-rules.md, "Seguir autores"). Keyed by both,
 * gone with either account; nobody follows themselves.
 */
export const authorFollows = pgTable(
  "author_follows",
  {
    followerId: uuid("follower_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.authorId] }),
    // The authors a member follows, newest first (GET /api/users/me/following).
    index("author_follows_follower_created_idx").on(t.followerId, t.createdAt, t.authorId),
    // An author's followers: the count on the creator page and the news of an approved flow.
    index("author_follows_author_idx").on(t.authorId, t.followerId),
    check("author_follows_not_self", sql`${t.followerId} <> ${t.authorId}`),
  ],
);

/**
 * One row per follower and calendar day (America/Sao_Paulo) with news from followed authors: the
 * row's insert decides the day's first news, which leaves at once; `digest_pending` marks later news
 * waiting in follow_digest_items for that day's digest, claimed once with SKIP LOCKED.
 */
export const followMailDays = pgTable(
  "follow_mail_days",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    digestPending: boolean("digest_pending").notNull().default(false),
    digestSentAt: timestamp("digest_sent_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    // The digests due: days that ended with news waiting.
    index("follow_mail_days_pending_idx")
      .on(t.day)
      .where(sql`${t.digestPending}`),
    // Old days are pruned by date.
    index("follow_mail_days_day_idx").on(t.day),
  ],
);

/** News from a followed author that waits for the follower's daily digest (the day's first left alone). */
export const followDigestItems = pgTable(
  "follow_digest_items",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    flowId: uuid("flow_id")
      .notNull()
      .references(() => flows.id, { onDelete: "cascade" }),
    /** The approved version: 1 for the flow's first approval. */
    version: integer("version").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.flowId, t.version] }),
    // A follower's items of one day, read by the digest.
    index("follow_digest_items_user_day_idx").on(t.userId, t.day),
    // A deleted flow's items (the cascade).
    index("follow_digest_items_flow_idx").on(t.flowId),
  ],
);

/**
 * A member's list of flows (docs/product-rules.md, "Coleções"): private until its owner makes it
 * public, then at `/colecoes/{slug}`; an admin may feature a public one. `n8n_id` is the number
 * n8n's template library knows it by (the fixed views of lib/n8n take 1 to 100).
 */
export const collections = pgTable(
  "collections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    n8nId: integer("n8n_id").notNull().generatedAlwaysAsIdentity({ startWith: 101 }),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Set once, from the name and a random suffix: a renamed collection keeps its address. */
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    isPublic: boolean("is_public").notNull().default(false),
    /** When an admin featured it; null when not featured (always null on a private one). */
    featuredAt: timestamp("featured_at", { withTimezone: true }),
    createdAt: createdAt(),
    /** Moved by every change to the collection or its list: the public page's cache key reads it. */
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("collections_slug_key").on(t.slug),
    uniqueIndex("collections_n8n_id_key").on(t.n8nId),
    // The member's collections, newest change first.
    index("collections_owner_updated_idx").on(t.ownerId, t.updatedAt),
    // Featured collections (n8n, the landing page), newest featured first.
    index("collections_featured_idx")
      .on(t.featuredAt)
      .where(sql`featured_at is not null`),
    // The sitemap's public collections.
    index("collections_public_idx")
      .on(t.createdAt, t.id)
      .where(sql`is_public`),
    check("collections_name_length", sql`char_length(${t.name}) between 1 and 80`),
    check("collections_description_length", sql`char_length(${t.description}) <= 500`),
    check("collections_featured_public", sql`${t.featuredAt} is null or ${t.isPublic}`),
  ],
);

/** A flow in a collection, at its position (1 first). A deleted flow leaves every collection (cascade). */
export const collectionFlows = pgTable(
  "collection_flows",
  {
    collectionId: uuid("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    flowId: uuid("flow_id")
      .notNull()
      .references(() => flows.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.flowId] }),
    // The collection's list in its order.
    index("collection_flows_order_idx").on(t.collectionId, t.position),
    // A flow's collections (the cascade, and the member's "Adicionar à coleção" menu).
    index("collection_flows_flow_idx").on(t.flowId),
  ],
);

export const contributions = pgTable(
  "contributions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("BRL"),
    status: contributionStatus("status").notNull().default("PENDING"),
    /** 'pix' | 'credit_card' | 'debit_card' | 'ticket' (boleto), as the provider reports it. */
    method: text("method"),
    /** 'mercadopago' in production, 'demo' for the local checkout. */
    provider: text("provider").notNull(),
    providerPreferenceId: text("provider_preference_id"),
    providerPaymentId: text("provider_payment_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("contributions_provider_payment_key").on(t.provider, t.providerPaymentId),
    index("contributions_user_idx").on(t.userId, t.createdAt),
    index("contributions_status_created_idx").on(t.status, t.createdAt),
    check("contributions_amount_positive", sql`${t.amountCents} > 0`),
  ],
);

/**
 * The prior of the rating rank (docs/product-rules.md, "Ordenação por avaliação"): the catalogue's
 * mean rating `mean` (m) and its weight in reviews `weight` (C, the `rating_prior_weight` setting)
 * that every flow's `rating_rank` was computed with. One row, id 1; a missing row (emptied table)
 * reads as mean 0, weight 5.
 */
export const ratingPrior = pgTable(
  "rating_prior",
  {
    id: smallint("id").primaryKey().default(1),
    mean: doublePrecision("mean").notNull().default(0),
    weight: integer("weight").notNull().default(5),
    /** False while flows are still being re-ranked with this prior (lib/flows/rating-rank.ts: in batches). */
    applied: boolean("applied").notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [check("rating_prior_one_row", sql`${t.id} = 1`), check("rating_prior_weight_range", sql`${t.weight} between 0 and 100`)],
);

export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
});

/** E-mail verification and password-reset tokens. Only a SHA-256 of the token is kept. */
export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: tokenPurpose("purpose").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("one_time_tokens_hash_key").on(t.tokenHash), index("one_time_tokens_user_purpose_idx").on(t.userId, t.purpose, t.createdAt)],
);

/**
 * Every e-mail the app sends, written in the same transaction as the change that causes it and
 * delivered by a worker with retries (lib/mail). In demo mode, delivering only marks it SENT and the
 * local mailbox reads it.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    status: mailStatus("status").notNull().default("PENDING"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("email_outbox_to_created_idx").on(t.to, t.createdAt),
    index("email_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`status = 'PENDING'`),
    index("email_outbox_failed_idx")
      .on(t.createdAt)
      .where(sql`status = 'FAILED'`),
  ],
);

/**
 * One row per signed-in device. The session token carries its id; logout deletes the row, so a
 * replayed token stops working at once while the user's other devices stay signed in.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/**
 * Personal keys for n8n's template library (lib/n8n): the key travels in the base URL that the user
 * pastes into N8N_TEMPLATES_HOST, so only its SHA-256 is kept. A revoked key stays (revokedAt set)
 * so that n8n can be told it was revoked rather than never existed.
 */
export const n8nKeys = pgTable(
  "n8n_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    keyHash: text("key_hash").notNull(),
    /** The key's first characters, shown in the list so the user can tell keys apart. */
    prefix: text("prefix").notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("n8n_keys_hash_key").on(t.keyHash), index("n8n_keys_user_idx").on(t.userId, t.createdAt)],
);

/** Fixed-window counters shared by every app instance (login, register, recovery, resend). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull().default(0),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_at_idx").on(t.resetAt)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Flow = typeof flows.$inferSelect;
export type NewFlow = typeof flows.$inferInsert;
export type FlowModeration = typeof flowModerations.$inferSelect;
export type Review = typeof reviews.$inferSelect;
export type Report = typeof reports.$inferSelect;
export type ReportDecision = typeof reportDecisions.$inferSelect;
export type Download = typeof downloads.$inferSelect;
export type SavedFlow = typeof savedFlows.$inferSelect;
export type AuthorFollow = typeof authorFollows.$inferSelect;
export type Collection = typeof collections.$inferSelect;
export type Contribution = typeof contributions.$inferSelect;
export type Setting = typeof settings.$inferSelect;
export type N8nKey = typeof n8nKeys.$inferSelect;
export type Platform = (typeof platform.enumValues)[number];
export type Role = (typeof userRole.enumValues)[number];
export type UserStatus = (typeof userStatus.enumValues)[number];
export type FlowStatus = (typeof flowStatus.enumValues)[number];
export type AuthorVerification = typeof authorVerifications.$inferSelect;
