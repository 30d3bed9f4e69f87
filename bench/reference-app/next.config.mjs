// The framework's floor on this machine: a Next.js app with no data, styles, fonts or client code
// of its own, built and started like Fluxoteca. The bench measures it beside the real routes.
/** @type {import("next").NextConfig} */
const config = { poweredByHeader: false };

export default config;
