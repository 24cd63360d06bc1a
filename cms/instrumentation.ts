/**
 * The serving editor starts Payload with the server, not at the first visit: publishes it was
 * stopped in the middle of are closed, waiting ones made, and scheduled publishes run (the jobs'
 * clock), though nobody opens the admin. A command run beside it (import, backup) starts nothing.
 * Without this file, Next.js would build the site's instrumentation.ts into the editor.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.CMS_SERVING !== "1") return;
  const [{ getPayload }, { default: config }] = await Promise.all([
    import("payload"),
    import("@payload-config"),
  ]);
  await getPayload({ config, cron: true });
}
