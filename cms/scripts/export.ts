// `npm run cms -- export [DIR]`: writes what the editor holds as published into the content files
// (CONTENT_DIR, by default the site's own; or DIR, laid out as the site is), and lists the files
// it changed.
import { relative, resolve } from "node:path";
import type { SanitizedConfig } from "payload";
import { exportContent } from "../content-files/export";
import { migratedPayload } from "../migrated-payload";
import { getSettings } from "../settings";

export async function script(config: SanitizedConfig) {
  const at = process.argv.indexOf("export");
  const { siteDir, contentDir } = getSettings();
  const target = resolve(process.argv[at + 1] ?? contentDir);
  const payload = await migratedPayload(config);
  let exported: Awaited<ReturnType<typeof exportContent>>;
  try {
    exported = await exportContent(payload, target, siteDir);
  } catch (error) {
    // Payload reports a failed script and exits 0: a refusal exits 1, saying why in one line.
    console.error(`export: ${(error as Error).message}`);
    process.exit(1);
  }
  for (const path of exported.written) console.log(`export: wrote ${relative(target, path)}`);
  for (const { entry, reason } of exported.skipped)
    console.error(`export: not written: ${entry}: ${reason.en}`);
  console.log(`export: ${exported.written.length} files changed in ${target}`);
  process.exit(exported.skipped.length > 0 ? 1 : 0);
}
