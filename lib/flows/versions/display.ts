import type { StepDiff } from "@/lib/workflow/step-diff";
import { versionLabel } from "@/lib/format";
import { summarizeChanges } from "./summary";

/*
 * How the flow's own pages show its versions (docs/product-rules.md §20): the "Versões" history and
 * the "Atualizado desde o seu download" mark. Pure: server and client components import it.
 */

/** Entries of the history shown before "Ver todas as versões". */
export const VISIBLE_VERSIONS = 5;

/** Step names shown per kind of change before "e mais N". */
export const NAMES_PER_KIND = 4;

export interface StepGroup {
  label: "Adicionadas" | "Removidas" | "Alteradas";
  names: string[];
  /** How many more were left out of `names`. */
  more: number;
}

export interface VersionChangesView {
  /** "Versão inicial", or summarizeChanges' words: "2 etapas adicionadas e 1 alterada". */
  summary: string;
  /** The kinds with at least one step, each with its first names. */
  groups: StepGroup[];
}

/** The first version has nothing to compare with; any later one says what changed, by step. */
export function describeVersionChanges(version: number, changes: StepDiff, perKind = NAMES_PER_KIND): VersionChangesView {
  if (version <= 1) return { summary: "Versão inicial", groups: [] };
  const kinds = [
    ["Adicionadas", changes.added],
    ["Removidas", changes.removed],
    ["Alteradas", changes.changed],
  ] as const;
  const groups = kinds
    .filter(([, names]) => names.length > 0)
    .map(([label, names]) => ({ label, names: names.slice(0, perKind), more: Math.max(0, names.length - perKind) }));
  return { summary: summarizeChanges(changes), groups };
}

/** "Enviar e-mail, Formatar e mais 3". */
export function stepNamesText(group: StepGroup): string {
  const list = group.names.join(", ");
  return group.more > 0 ? `${list} e mais ${group.more.toLocaleString("pt-BR")}` : list;
}

/** The newest entries first, the rest behind a disclosure. */
export function splitHistory<T>(versions: readonly T[], visible = VISIBLE_VERSIONS): { shown: T[]; older: T[] } {
  return { shown: versions.slice(0, visible), older: versions.slice(visible) };
}

/**
 * The "Atualizado desde o seu download" mark: the one type every place that shows it uses (cards,
 * the flow page, the profile's downloads, the daily e-mail's list).
 */
export interface UpdateSinceDownload {
  downloadedVersion: number;
  latestVersion: number;
  /** What changed from their version to the current one, in words; null when it is not known (yet). */
  summary: string | null;
}

/** The mark's data when the viewer's version is older than the one everyone gets; null otherwise. */
export function flowUpdate(
  downloadedVersion: number | undefined,
  latestVersion: number | undefined,
  summary: string | null = null,
): UpdateSinceDownload | null {
  if (downloadedVersion === undefined || latestVersion === undefined || downloadedVersion >= latestVersion) return null;
  return { downloadedVersion, latestVersion, summary };
}

/** "Você tem a v1; a atual é a v3: 2 etapas adicionadas." */
export function updateSentence({ downloadedVersion, latestVersion, summary }: UpdateSinceDownload): string {
  const versions = `Você tem a ${versionLabel(downloadedVersion)}; a atual é a ${versionLabel(latestVersion)}`;
  return summary ? `${versions}: ${summary}.` : `${versions}.`;
}

/**
 * The newest version a viewer holds after a download of `version` (the current one when absent):
 * the server records the newest they received, so an older version fetched again changes nothing.
 */
export function versionAfterDownload(held: number | undefined, latestVersion: number, version?: number): number {
  const received = Math.min(version ?? latestVersion, latestVersion);
  return Math.max(held ?? 0, received);
}

/** The version everyone gets, read from a history (newest first): its newest approved entry. */
export function currentVersionOf(versions: readonly { version: number; status: string }[]): number {
  return versions.find((v) => v.status === "APPROVED")?.version ?? 1;
}
