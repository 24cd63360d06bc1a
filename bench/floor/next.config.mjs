import { fileURLToPath } from "node:url";

/** Built with the project's own packages (the repository root's node_modules). */
const config = {
  poweredByHeader: false,
  turbopack: { root: fileURLToPath(new URL("../..", import.meta.url)) },
};

export default config;
