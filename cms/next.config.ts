import { withPayload } from "@payloadcms/next/withPayload";
import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // The editor's files stay out of the public site's build and its output.
  distDir: ".next",
  poweredByHeader: false,
  // Each release builds the editor once, in a directory of its own: a cache for a later build
  // there would never be read, and writing it costs a fifth of the build's processor time.
  experimental: { turbopackFileSystemCacheForBuild: false },
};

export default withPayload(nextConfig, { devBundleServerPackages: false });
