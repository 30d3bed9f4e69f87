"use client";

import dynamic from "next/dynamic";

// A flow's reviews, edit and delete dialogs (with their forms and schemas) load on demand: the
// catalogue and the detail page show only the buttons and menu items that open them.
const loadReviews = () => import("@/components/reviews/reviews-dialog");
const loadEdit = () => import("./edit-flow-dialog");
const loadDelete = () => import("./delete-flow-dialog");

export const ReviewsDialog = dynamic(() => loadReviews().then((m) => m.ReviewsDialog), { ssr: false });
export const EditFlowDialog = dynamic(() => loadEdit().then((m) => m.EditFlowDialog), { ssr: false });
export const DeleteFlowDialog = dynamic(() => loadDelete().then((m) => m.DeleteFlowDialog), { ssr: false });

export const preloadReviewsDialog = () => void loadReviews();
export const preloadOwnerDialogs = () => void Promise.all([loadEdit(), loadDelete()]);

// "Denunciar" (flows and reviews): the form, its reasons and its schema load on the first click.
const loadReport = () => import("@/components/reports/report-dialog");
export const ReportDialog = dynamic(() => loadReport().then((m) => m.ReportDialog), { ssr: false });
export const preloadReportDialog = () => void loadReport();
