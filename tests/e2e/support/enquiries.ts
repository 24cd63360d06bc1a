// What the enquiry tests share: a solved captcha, the rows the server stored, a poll, and the
// company's `enquiries` command.
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import Database from "better-sqlite3";

/** A challenge solved the way the widget solves it, encoded as the form sends it. */
export async function encodeSolution(challenge: Challenge): Promise<string> {
  // No time limit (the library's is 90 s): a test that solves 200 at once shares two cores.
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 0 });
  if (!solution) throw new Error("challenge not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** How a test reaches a server: fetch, or the balancer's (which trusts its test CA). */
export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** A fresh challenge from the server, solved. */
export async function solveFrom(url: string, through: Fetch = fetch): Promise<string> {
  const challenge = (await (await through(`${url}/mailservice/challenge`)).json()) as Challenge;
  return encodeSolution(challenge);
}

/** A row of the enquiries table, as SQLite returns it. */
export type StoredRow = Record<string, string | number | null>;

/** The enquiries table, read from the server's SQLite file (read-only). */
export function storedEnquiries<Row = StoredRow>(dataDir: string): Row[] {
  const db = new Database(join(dataDir, "site.db"), { readonly: true, fileMustExist: true });
  try {
    return db.prepare("SELECT * FROM enquiries ORDER BY id").all() as Row[];
  } finally {
    db.close();
  }
}

/** Polls `probe` every 50 ms until it returns something truthy. */
export async function until<T>(
  probe: () => T | Promise<T>,
  timeoutMs = 15_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Posts an enquiry to a server's endpoint as the forms do; `captcha` defaults to a fresh solution. */
export async function postEnquiry(
  url: string,
  fields: { name: string; email: string; message: string; source?: string; captcha?: string },
  through: Fetch = fetch,
): Promise<Response> {
  return through(`${url}/mailservice/mailer.php`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      phone: "",
      ...fields,
      captcha: fields.captcha ?? (await solveFrom(url, through)),
    }),
  });
}

/**
 * The command as `npm run enquiries -- ARGS` runs it on the store at `databaseUrl`; resolves with
 * its output and exit code.
 */
export async function runEnquiries(databaseUrl: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [
        "node_modules/tsx/dist/cli.mjs",
        "--conditions=react-server",
        "scripts/enquiries.ts",
        ...args,
      ],
      { env: { ...process.env, DATABASE_URL: databaseUrl } },
    );
    return { stdout, stderr, code: 0 };
  } catch (error) {
    const failed = error as { stdout: string; stderr: string; code: number };
    return { stdout: failed.stdout, stderr: failed.stderr, code: failed.code };
  }
}
