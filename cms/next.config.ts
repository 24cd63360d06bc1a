import { withPayload } from "@payloadcms/next/withPayload";
import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // The editor's files stay out of the public site's build and its output.
  distDir: ".next",
  poweredByHeader: false,
};

export default withPayload(nextConfig, { devBundleServerPackages: false });
