// The detail's interactive parts, one module to load: they show together wherever a flow is shown.
export { CopyButton } from "../copy-button";
export { DownloadButton } from "../download-button";
export { FlowOwnerActions } from "../flow-owner-actions";
export { FlowReviewsButton } from "../flow-reviews-button";
export { CopyFlowJson, FlowJsonSource } from "./flow-json-source";
export { FlowDownloadArea } from "./flow-download-area";
export { ImportGuide } from "../import-guide";
export { VersionDownloadButton } from "../versions/version-download-button";
