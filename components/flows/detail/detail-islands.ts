// The detail's interactive parts, one module to load: they show together wherever a flow is shown.
export { CopyButton } from "../view/copy-button";
export { DownloadButton } from "../view/download-button";
export { FlowOwnerActions } from "../edit/flow-owner-actions";
export { FlowReviewsButton } from "../view/flow-reviews-button";
export { CopyFlowJson, FlowJsonSource } from "./flow-json-source";
export { FlowDownloadArea } from "./flow-download-area";
export { ImportGuide } from "../view/import-guide";
export { VersionDownloadButton } from "../versions/version-download-button";
