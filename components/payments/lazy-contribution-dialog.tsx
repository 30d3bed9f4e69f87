"use client";

import dynamic from "next/dynamic";

// 'Apoie o Projeto' loads when a button that opens it is reached, not with the page.
const load = () => import("./contribution-dialog");

export const ContributionDialog = dynamic(() => load().then((m) => m.ContributionDialog), { ssr: false });
export const preloadContributionDialog = () => void load();
