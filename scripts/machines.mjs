// The other machines of a fleet: a build is made once, on the machine that publishes or releases,
// and sent as it is to every machine DEPLOY_MACHINES names, over SSH: rsync writes it beside that
// machine's builds (`.builds/<id>.receiving/`, hard-linked to the files its current build already
// has), then `node scripts/release.mjs --receive <id>` there makes it current and switches its
// running servers, as `--reload` does here. A machine that cannot be reached, or refuses the build,
// keeps serving the one it had; the others go on.
import { spawn } from "node:child_process";
import { basename, join } from "node:path";

/** How the machines are reached: DEPLOY_SSH, or ssh that never asks and gives up after 10 s. */
const DEFAULT_SSH = "ssh -o BatchMode=yes -o ConnectTimeout=10";

/**
 * DEPLOY_MACHINES: the other machines, each as `[user@]host:/path/of/the/site`, separated by spaces
 * or commas (the directory its instances run from: `/srv/deccan-site/current`). Throws naming an
 * entry in another form.
 */
export function deployMachines(env) {
  return (env.DEPLOY_MACHINES ?? "")
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((machine) => {
      const parts = /^([^\s:/'"]+):(\/[^\s'"]*)$/.exec(machine);
      if (!parts)
        throw new Error(
          `DEPLOY_MACHINES: ${machine} is not [user@]host:/path (the site's directory on that machine)`,
        );
      return { name: machine, host: parts[1], path: parts[2].replace(/\/+$/, "") || "/" };
    });
}

const quoted = (text) => `'${text.replaceAll("'", `'\\''`)}'`;

/** Runs a command; resolves to its output, or rejects with its `first` or else its last line. */
function run(command, args, env, first = false) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      // ssh ends its own lines with \r\n.
      const lines = output
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean);
      if (code === 0) resolve(output);
      else reject(new Error(lines.at(first ? 0 : -1) ?? `${command} ended with exit code ${code}`));
    });
  });
}

/**
 * Sends the build `dir` (`.builds/<id>`, relative to `root`) to each machine in turn and makes it
 * current there; prints what each did. Resolves to the machines that did not take it, each with
 * why (empty when all did).
 */
export async function shipToMachines(root, dir, machines, env = process.env) {
  const id = basename(dir);
  const ssh = env.DEPLOY_SSH || DEFAULT_SSH;
  const missed = [];
  for (const { name, host, path } of machines) {
    const builds = join(path, ".builds");
    const started = Date.now();
    try {
      await run(
        "rsync",
        [
          "--archive",
          "--delete",
          `--rsh=${ssh}`,
          // Only into a release of the site; its builds' directory made if it has none yet.
          `--rsync-path={ [ -f ${quoted(join(path, "scripts/release.mjs"))} ] || { echo ${quoted(`no release of the site in ${path}`)} >&2; exit 1; }; } && mkdir -p ${quoted(builds)} && rsync`,
          // The files the machine has already (unchanged pages, scripts, images) are linked, not sent.
          `--link-dest=../${id}/`,
          "--link-dest=../current/",
          `${join(root, dir)}/`,
          `${host}:${join(builds, `${id}.receiving`)}/`,
        ],
        env,
        // rsync's last line is its exit code's name; its first says what failed (ssh's too).
        true,
      );
      const output = await run(
        "sh",
        [
          "-c",
          `${ssh} "$@"`,
          "ssh",
          host,
          `cd ${quoted(path)} && DEPLOY_MACHINES= node scripts/release.mjs --receive ${id}`,
        ],
        env,
      );
      for (const line of output.trim().split(/\r?\n/)) console.log(`${name}: ${line}`);
      console.log(`${name}: serves ${dir} (${((Date.now() - started) / 1000).toFixed(1)} s).`);
    } catch (error) {
      console.log(`${name}: not switched: ${error.message}`);
      missed.push(`${name} (${error.message})`);
    }
  }
  return missed;
}
