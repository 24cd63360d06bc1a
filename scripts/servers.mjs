// The `npm start` servers running from this directory: each keeps a file naming its process and
// the build it serves (scripts/start.mjs), so a release can switch them (scripts/release.mjs).
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

const DIR = ".builds/servers";

/** The file of the server on `port`. */
export const serverFile = (root, port) => join(root, DIR, `${port}.json`);

/**
 * Writes the file of the server `record` names (its port) whole, or not at all: written beside it
 * and renamed over it, so that a release reading it while a server switches never finds it empty
 * or cut (and takes the server for stopped).
 */
export function registerServer(root, record) {
  const file = serverFile(root, record.port);
  const written = `${file}.${process.pid}.tmp`;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(written, JSON.stringify(record));
  renameSync(written, file);
}

/**
 * The servers that are running from `root`, as `{ pid, port, build }`; files of ended ones are
 * removed. A file that names another directory came with a copy of `.builds` (a release made
 * from the previous one's): that server is not this directory's to switch.
 */
export function runningServers(root) {
  let names;
  try {
    names = readdirSync(join(root, DIR)).filter((name) => name.endsWith(".json"));
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const file = join(root, DIR, name);
    try {
      const server = JSON.parse(readFileSync(file, "utf8"));
      if (server.root !== undefined && server.root !== root) return [];
      if (alive(server.pid)) return [server];
    } catch {
      // written at this moment, or not a server's: skipped
      return [];
    }
    rmSync(file, { force: true });
    return [];
  });
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}
