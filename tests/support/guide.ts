// The deployment guide's own words, for the tests that follow it: its fenced blocks by name, and
// its shell blocks run as written.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";

const guide = readFileSync(join(import.meta.dirname, "../../docs/deploy.md"), "utf8");

/** The guide's fenced block whose info string is `<language> <name>`. */
export function block(language: string, name: string): string {
  const found = new RegExp(
    "```" + language + " " + name.replace(/[.@]/g, "\\$&") + "\\n([^]*?)```",
  ).exec(guide);
  if (!found) throw new Error(`docs/deploy.md has no \`\`\`${language} ${name} block`);
  return found[1]!;
}

/**
 * Runs a shell block as written (bash, stopping at the first failing command) in `cwd`, with
 * `env` over this process's environment (a variable given as undefined is unset); resolves with
 * its output.
 */
export async function runBlock(name: string, cwd: string, env: Record<string, string | undefined>) {
  const { stdout, stderr } = await promisify(execFile)(
    "bash",
    ["-euo", "pipefail", "-c", block("sh", name)],
    {
      cwd,
      env: Object.fromEntries(
        Object.entries({ ...process.env, ...env }).filter(([, value]) => value !== undefined),
      ) as NodeJS.ProcessEnv,
      maxBuffer: 64 * 1024 * 1024,
    },
  ).catch((error: { code: number; stdout: string; stderr: string }) => {
    throw new Error(`${name} exited ${error.code}:\n${error.stdout}\n${error.stderr}`);
  });
  return stdout + stderr;
}
