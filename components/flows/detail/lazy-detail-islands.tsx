"use client";

import dynamic from "next/dynamic";

/*
 * The detail's interactive parts (download with its quota states, owner actions, reviews, copy, the
 * import guide and the history's downloads) load only where a flow is shown: server-rendered as
 * before, their code joins the first load of the detail page and of a catalogue URL with `?fluxo=`,
 * and stays out of every other catalogue visit. They load as one module: the catalogue's first load
 * then carries one loader for them instead of one each.
 */
const islands = () => import("./detail-islands");

export const FlowOwnerActions = dynamic(() => islands().then((m) => m.FlowOwnerActions));
export const FlowReviewsButton = dynamic(() => islands().then((m) => m.FlowReviewsButton));
export const CopyButton = dynamic(() => islands().then((m) => m.CopyButton));
export const CopyFlowJson = dynamic(() => islands().then((m) => m.CopyFlowJson));
export const FlowJsonSource = dynamic(() => islands().then((m) => m.FlowJsonSource));
export const FlowDownloadArea = dynamic(() => islands().then((m) => m.FlowDownloadArea));
export const ImportGuide = dynamic(() => islands().then((m) => m.ImportGuide));
export const VersionDownloadButton = dynamic(() => islands().then((m) => m.VersionDownloadButton));
