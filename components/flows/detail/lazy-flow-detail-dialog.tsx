"use client";

import dynamic from "next/dynamic";

/**
 * The catalogue's detail dialog (dialog and tabs code) loads only when a flow is open: rendered on
 * the server as before, its code is then part of that page's first load, and of no other.
 */
export const FlowDetailDialog = dynamic(() => import("./flow-detail-dialog").then((m) => m.FlowDetailDialog));
