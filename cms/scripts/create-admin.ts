// `npm run cms -- create-admin --email ADDRESS`: makes an admin account, the password read from
// standard input (typed, or piped), so it is never in a command line, a file or a default.
import type { SanitizedConfig } from "payload";
import { migratedPayload } from "../migrated-payload";
import { z } from "zod";

const MIN_PASSWORD = 12;

async function readStdin() {
  if (process.stdin.isTTY) process.stderr.write("Password (at least 12 characters): ");
  let text = "";
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (process.stdin.isTTY && text.includes("\n")) break;
  }
  return text.replace(/\r?\n$/, "");
}

function fail(message: string): never {
  console.error(`create-admin: ${message}`);
  process.exit(1);
}

export async function script(config: SanitizedConfig) {
  const at = process.argv.indexOf("--email");
  const email = at > 0 ? process.argv[at + 1] : undefined;
  if (!email || !z.email().safeParse(email).success)
    fail("give the admin's e-mail address: npm run cms -- create-admin --email ADDRESS");
  const password = await readStdin();
  if (password.length < MIN_PASSWORD)
    fail(`the password (read from standard input) must be at least ${MIN_PASSWORD} characters`);
  const payload = await migratedPayload(config);
  const { totalDocs } = await payload.count({
    collection: "users",
    where: { email: { equals: email } },
  });
  if (totalDocs > 0) fail(`a user with the e-mail ${email} already exists`);
  await payload.create({
    collection: "users",
    data: { email, password, roles: ["admin"] },
    overrideAccess: true,
  });
  console.log(`create-admin: ${email} can now sign in as an admin`);
  process.exit(0);
}
