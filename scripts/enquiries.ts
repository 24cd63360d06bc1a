/**
 * The company's tools for the enquiries in the store DATABASE_URL names (the server's own
 * configuration). See USAGE.
 */
import { parseArgs } from "node:util";
import { ConfigError, getConfig, sqlitePath } from "@/server/config";
import { openStore } from "@/server/db";
import { HANDLING, type EnquiryStore, type Handling } from "@/server/db/types";
import {
  enquiryReport,
  REPORT_GROUPS,
  TOUCHES,
  type ReportGroup,
  type TouchName,
} from "@/server/attribution";
import {
  formatRecord,
  formatReport,
  formatTable,
  parseSince,
  toCsv,
  toJson,
} from "@/server/enquiry-export";

const USAGE = `Usage:
  npm run enquiries -- list [--limit N] [--status open|replied|closed|spam]
      A table of the latest N enquiries (default 50): id, created, handling, mail
      delivery, attempts, source, name, email. --status keeps those handled so.
  npm run enquiries -- held [--limit N]
      The same table of the enquiries held for review. An enquiry is held when it came
      without the captcha's proof (sent from a page whose script did not run) or with
      one refused; show ID says why. Release it, or discard it.
  npm run enquiries -- show ID
      One enquiry in full, its message included.
  npm run enquiries -- mark ID replied|closed|spam|open
      Records how the enquiry was handled, with the time.
  npm run enquiries -- release ID
      Sends a held enquiry on, as the captcha would have: its mail (and webhook) go out.
  npm run enquiries -- discard ID
      Deletes a held enquiry (spam): it was never mailed.
  npm run enquiries -- erase --email ADDRESS [--yes]
      Deletes every enquiry sent from ADDRESS (any letter case), for a request to erase
      personal data. Without --yes it only says how many there are.
  npm run enquiries -- export --format csv|json [--since WHEN]
      Every field of every enquiry, oldest first, to standard output. WHEN is a duration
      back from now (90m, 12h, 7d, 2w) or a date (2025-01-31).
  npm run enquiries -- report [--since WHEN] [--by GROUP] [--touch first|last] [--status S]
                             [--format table|csv|json]
      Enquiries per group with their share (default: the last 30 days, by source). GROUP is
      source, medium, campaign, landing, service, language, device or week (a bar per week).
      Source, medium, campaign and landing are the visit's last touch (the arrival the enquiry
      followed) unless --touch first: where a visit begun again by a later campaign began.
      --status counts only those handled so (open, replied, closed, spam).

The database is DATABASE_URL (default: site.db in DATA_DIR, itself data/ by default; or
postgres://…), as for the server. list, show and export only read, on a read-only connection.
Enquiries older than ENQUIRY_RETENTION_DAYS (default 730) are deleted by the running server,
held ones never released among them.
`;

function usage(problem?: string): never {
  if (problem) process.stderr.write(`enquiries: ${problem}\n\n`);
  process.stderr.write(USAGE);
  process.exit(problem ? 2 : 0);
}

type Command =
  | { name: "list"; limit: number; handling: Handling | undefined }
  | { name: "held"; limit: number }
  | { name: "show"; id: number }
  | { name: "mark"; id: number; handling: Handling }
  | { name: "release"; id: number }
  | { name: "discard"; id: number }
  | { name: "erase"; email: string; confirmed: boolean }
  | { name: "export"; format: "csv" | "json"; since: number | undefined }
  | {
      name: "report";
      since: number;
      by: ReportGroup;
      touch: TouchName;
      handling: Handling | undefined;
      format: "table" | "csv" | "json";
    };

const OPTIONS = {
  format: { type: "string" },
  since: { type: "string" },
  limit: { type: "string" },
  status: { type: "string" },
  by: { type: "string" },
  touch: { type: "string" },
  email: { type: "string" },
  yes: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;
/** The options each command takes; any other is refused. */
const ALLOWED: Record<Command["name"], (keyof typeof OPTIONS)[]> = {
  list: ["limit", "status"],
  held: ["limit"],
  show: [],
  mark: [],
  release: [],
  discard: [],
  erase: ["email", "yes"],
  export: ["format", "since"],
  report: ["since", "by", "touch", "status", "format"],
};

const isHandling = (value: string | undefined): value is Handling =>
  (HANDLING as readonly string[]).includes(value ?? "");

function enquiryId(value: string | undefined): number {
  const id = Number(value);
  if (value === undefined || !Number.isSafeInteger(id) || id < 1)
    usage(`an enquiry ID is a positive whole number, not '${value ?? ""}'`);
  return id;
}

function parseCommand(argv: string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, strict: true, options: OPTIONS });
  } catch (error) {
    usage(error instanceof Error ? error.message : String(error));
  }
  const { positionals, values } = parsed;
  if (values.help) usage();
  const [name, ...rest] = positionals;
  if (!name)
    usage("missing command (list, held, show, mark, release, discard, erase, export or report)");
  if (!(name in ALLOWED)) usage(`unknown command '${name}'`);
  const command = name as Command["name"];
  const given = (Object.keys(values) as (keyof typeof OPTIONS)[]).filter((key) => key !== "help");
  const refused = given.find((key) => !ALLOWED[command].includes(key));
  if (refused) usage(`${command} does not take --${refused}`);
  const positional = { show: 1, mark: 2, release: 1, discard: 1 }[command as string] ?? 0;
  if (rest.length !== positional)
    usage(
      rest.length > positional ? `unexpected argument '${rest[positional]}'` : "missing arguments",
    );

  switch (command) {
    case "list":
    case "held": {
      const limit = values.limit === undefined ? 50 : Number(values.limit);
      if (!Number.isInteger(limit) || limit < 1) usage("--limit must be a positive whole number");
      if (command === "held") return { name: command, limit };
      if (values.status !== undefined && !isHandling(values.status))
        usage(`--status must be one of ${HANDLING.join(", ")}`);
      return { name: command, limit, handling: values.status as Handling | undefined };
    }
    case "show":
    case "release":
    case "discard":
      return { name: command, id: enquiryId(rest[0]) };
    case "mark": {
      const id = enquiryId(rest[0]);
      if (!isHandling(rest[1])) usage(`mark takes one of ${HANDLING.join(", ")}`);
      return { name: command, id, handling: rest[1] };
    }
    case "erase": {
      const email = values.email?.trim();
      if (!email || !email.includes("@")) usage("erase needs --email ADDRESS");
      return { name: command, email, confirmed: values.yes === true };
    }
    case "export": {
      if (values.format !== "csv" && values.format !== "json")
        usage("export needs --format csv or --format json");
      return { name: command, format: values.format, since: since(values.since) };
    }
    case "report": {
      const by = values.by ?? "source";
      if (!(REPORT_GROUPS as readonly string[]).includes(by))
        usage(`--by must be one of ${REPORT_GROUPS.join(", ")}`);
      const touch = values.touch ?? "last";
      if (!(TOUCHES as readonly string[]).includes(touch)) usage("--touch must be first or last");
      const format = values.format ?? "table";
      if (format !== "table" && format !== "csv" && format !== "json")
        usage("--format must be table, csv or json");
      if (values.status !== undefined && !isHandling(values.status))
        usage(`--status must be one of ${HANDLING.join(", ")}`);
      return {
        name: command,
        since: since(values.since ?? "30d")!,
        by: by as ReportGroup,
        touch: touch as TouchName,
        handling: values.status as Handling | undefined,
        format,
      };
    }
  }
}

/** `--since`, as a time; undefined when not given. */
function since(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const time = parseSince(value, Date.now());
  if (time === null) usage(`--since '${value}' is neither like 7d nor a date`);
  return time;
}

/** Runs a command; what it prints goes to `out`, and a refusal (an unknown ID) throws. */
async function run(command: Command, store: EnquiryStore, out: (text: string) => void) {
  switch (command.name) {
    case "list":
      return out(
        formatTable(await store.listEnquiries({ last: command.limit, handling: command.handling })),
      );
    case "held":
      return out(formatTable(await store.listEnquiries({ last: command.limit, held: true })));
    case "show": {
      const record = await store.findEnquiry(command.id);
      if (!record) throw new Error(`no enquiry #${command.id}`);
      return out(formatRecord(record));
    }
    case "mark": {
      const record = await store.markHandling(command.id, command.handling, Date.now());
      if (!record) throw new Error(`no enquiry #${command.id}`);
      return out(`Enquiry #${record.id} marked ${record.handling}.\n`);
    }
    case "release": {
      const record = await store.releaseHeld(command.id, Date.now());
      if (record) return out(`Enquiry #${record.id} released: its mail goes out now.\n`);
      if (!(await store.findEnquiry(command.id))) throw new Error(`no enquiry #${command.id}`);
      throw new Error(`enquiry #${command.id} is not held`);
    }
    case "discard": {
      if (await store.discardHeld(command.id))
        return out(`Enquiry #${command.id} discarded: deleted, never mailed.\n`);
      if (!(await store.findEnquiry(command.id))) throw new Error(`no enquiry #${command.id}`);
      throw new Error(
        `enquiry #${command.id} is not held: erase --email removes an enquiry sent on`,
      );
    }
    case "erase": {
      const count = await store.countByEmail(command.email);
      const noun = count === 1 ? "enquiry" : "enquiries";
      if (!command.confirmed)
        return out(
          `${count} ${noun} from ${command.email}. Run again with --yes to delete ${count === 1 ? "it" : "them"}.\n`,
        );
      const erased = await store.eraseByEmail(command.email);
      return out(
        `Erased ${erased} ${erased === 1 ? "enquiry" : "enquiries"} from ${command.email}.\n`,
      );
    }
    case "export": {
      const records = await store.listEnquiries({ since: command.since });
      return out(command.format === "csv" ? toCsv(records) : toJson(records));
    }
    case "report": {
      const records = await store.listEnquiries({
        since: command.since,
        handling: command.handling,
      });
      return out(
        formatReport(enquiryReport(records, command.by, command.touch), command.by, command.format),
      );
    }
  }
}

/** The database as an error names it: the SQLite file, or the PostgreSQL URL without its password. */
function databaseName(databaseUrl: string): string {
  if (databaseUrl.startsWith("file:")) return sqlitePath(databaseUrl);
  const url = new URL(databaseUrl);
  url.password = "";
  return url.toString();
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function main() {
  const command = parseCommand(process.argv.slice(2));
  let databaseUrl: string;
  try {
    databaseUrl = getConfig().DATABASE_URL;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`enquiries: ${error.message}\n`);
    process.exit(1);
  }
  const database = databaseName(databaseUrl);
  // Reports read with a read-only connection: they work on a file the user may only read.
  const readonly = ["list", "held", "show", "export"].includes(command.name);
  try {
    const store = openStore(databaseUrl, { mustExist: true, readonly });
    try {
      await run(command, store, (text) => process.stdout.write(text));
    } finally {
      await store.close();
    }
  } catch (error) {
    process.stderr.write(`enquiries: ${database}: ${message(error)}\n`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`enquiries: ${message(error)}\n`);
  process.exit(1);
});
