"use client";

import dynamic from "next/dynamic";

/*
 * The detail's interactive parts (download with its quota states, owner actions, reviews, copy) load
 * only where a flow is shown: server-rendered as before, their code joins the first load of the detail
 * page and of a catalogue URL with `?fluxo=`, and stays out of every other catalogue visit.
 */
export const DownloadButton = dynamic(() => import("../download-button").then((m) => m.DownloadButton));
export const FlowOwnerActions = dynamic(() => import("../flow-owner-actions").then((m) => m.FlowOwnerActions));
export const FlowReviewsButton = dynamic(() => import("../flow-reviews-button").then((m) => m.FlowReviewsButton));
export const CopyButton = dynamic(() => import("../copy-button").then((m) => m.CopyButton));
