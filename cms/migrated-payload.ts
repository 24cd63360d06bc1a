import { getPayload, type Payload, type SanitizedConfig } from "payload";

/**
 * Payload for the editor's commands (create-admin, import, export), its database brought up to the
 * committed schema first, in the same process: one start of Payload rather than one for
 * `payload migrate` and another for the command.
 */
export async function migratedPayload(config: SanitizedConfig): Promise<Payload> {
  const payload = await getPayload({ config });
  await payload.db.migrate();
  return payload;
}
