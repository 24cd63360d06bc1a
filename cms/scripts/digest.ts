// `npm run cms -- digest`: mails the sales team their daily digest (cms/enquiries/digest.ts).
import type { SanitizedConfig } from "payload";
import { EnquiriesError } from "../enquiries/site";
import { sendDigest } from "../enquiries/digest";
import { migratedPayload } from "../migrated-payload";

export async function script(config: SanitizedConfig) {
  const payload = await migratedPayload(config);
  try {
    const to = await sendDigest(payload);
    console.log(
      to.length ? `digest: mailed to ${to.join(", ")}` : "digest: nothing to tell, nothing mailed",
    );
    process.exit(0);
  } catch (error) {
    console.error(`digest: ${error instanceof EnquiriesError ? error.message : String(error)}`);
    process.exit(1);
  }
}
