"use client";

import dynamic from "next/dynamic";

/** Shown only back from the checkout: its code stays out of every other catalogue visit's first load. */
export const ContributionReturnNotice = dynamic(() => import("./contribution-return-notice").then((m) => m.ContributionReturnNotice));
