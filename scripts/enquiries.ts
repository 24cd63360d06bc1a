/**
 * The enquiries in the store DATABASE_URL names (the server's own configuration):
 *
 *   npm run enquiries -- list [--limit N]
 *   npm run enquiries -- export --format csv|json [--since 7d]
 */
import { parseArgs } from "node:util";
import { ConfigError, getConfig } from "@/server/config";
import { openStore } from "@/server/db";
import type { EnquiryStore } from "@/server/db/types";
import { formatTable, parseSince, toCsv, toJson } from "@/server/enquiry-export";

const USAGE = `Usage:
  npm run enquiries -- list [--limit N]
      A table of the latest N enquiries (default 50): id, created, status, attempts,
      source, name, email.
  npm run enquiries -- export --format csv|json [--since WHEN]
      Every field of every enquiry, oldest first, to standard output. WHEN is a duration
      back from now (90m, 12h, 7d, 2w) or a date (2025-01-31).

The database is DATABASE_URL (default file:data/site.db; or postgres://…), as for the server.
`;

function usage(problem?: string): never {
  if (problem) process.stderr.write(`enquiries: ${problem}\n\n`);
  process.stderr.write(USAGE);
  process.exit(problem ? 2 : 0);
}

type Command =
  | { name: "list"; limit: number }
  | { name: "export"; format: "csv" | "json"; since: number | undefined };

function parseCommand(argv: string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        format: { type: "string" },
        since: { type: "string" },
        limit: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    usage(error instanceof Error ? error.message : String(error));
  }
  const { positionals, values } = parsed;
  if (values.help) usage();
  const [name, ...rest] = positionals;
  if (!name) usage("missing command (list or export)");
  if (rest.length > 0) usage(`unexpected argument '${rest[0]}'`);
  if (name === "list") {
    if (values.format !== undefined || values.since !== undefined) {
      usage("list takes only --limit");
    }
    const limit = values.limit === undefined ? 50 : Number(values.limit);
    if (!Number.isInteger(limit) || limit < 1) usage("--limit must be a positive whole number");
    return { name, limit };
  }
  if (name === "export") {
    if (values.limit !== undefined) usage("export takes --format and --since, not --limit");
    if (values.format !== "csv" && values.format !== "json") {
      usage("export needs --format csv or --format json");
    }
    let since: number | undefined;
    if (values.since !== undefined) {
      since = parseSince(values.since, Date.now()) ?? undefined;
      if (since === undefined) usage(`--since '${values.since}' is neither like 7d nor a date`);
    }
    return { name, format: values.format, since };
  }
  usage(`unknown command '${name}'`);
}

async function main() {
  const command = parseCommand(process.argv.slice(2));
  let store: EnquiryStore;
  try {
    store = openStore(getConfig().DATABASE_URL, { mustExist: true });
  } catch (error) {
    process.stderr.write(
      `enquiries: ${error instanceof ConfigError || error instanceof Error ? error.message : error}\n`,
    );
    process.exit(1);
  }
  try {
    if (command.name === "list") {
      process.stdout.write(formatTable(await store.listEnquiries({ last: command.limit })));
    } else {
      const records = await store.listEnquiries({ since: command.since });
      process.stdout.write(command.format === "csv" ? toCsv(records) : toJson(records));
    }
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`enquiries: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
