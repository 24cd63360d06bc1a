// A second machine's door, on this one: Debian's sshd on a free port of 127.0.0.1, with a host key
// and a client key made for the test, letting in this user with that key only. DEPLOY_SSH is the
// ssh command that reaches it and checks its host key.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createConnection } from "node:net";
import { dirname, join } from "node:path";
import { freePort } from "../e2e/support/server";

const SSHD = "/usr/sbin/sshd";

async function listening(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port });
    socket.once("connect", () => resolve(socket.end() && true));
    socket.once("error", () => resolve(false));
  });
}

export async function startSshd(dir: string) {
  mkdirSync(dir, { recursive: true });
  const keygen = (file: string) =>
    spawnSync("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", join(dir, file)]);
  keygen("host_key");
  keygen("client_key");
  const port = await freePort();
  writeFileSync(join(dir, "authorized_keys"), readFileSync(join(dir, "client_key.pub")));
  writeFileSync(
    join(dir, "known_hosts"),
    `[127.0.0.1]:${port} ${readFileSync(join(dir, "host_key.pub"), "utf8")}`,
  );
  const config = join(dir, "sshd_config");
  writeFileSync(
    config,
    [
      `Port ${port}`,
      "ListenAddress 127.0.0.1",
      `HostKey ${join(dir, "host_key")}`,
      `AuthorizedKeysFile ${join(dir, "authorized_keys")}`,
      `PidFile ${join(dir, "sshd.pid")}`,
      "PasswordAuthentication no",
      "KbdInteractiveAuthentication no",
      "PermitRootLogin prohibit-password",
      "UsePAM no",
      "StrictModes no",
      // The commands a machine runs: this node first, as a service user's PATH would have it.
      `SetEnv PATH=${dirname(process.execPath)}:/usr/bin:/bin`,
    ].join("\n") + "\n",
  );
  // Run as root, sshd wants its privilege separation directory.
  if (process.getuid?.() === 0) mkdirSync("/run/sshd", { recursive: true });
  let child: ChildProcess | null = null;
  const start = async () => {
    if (child && child.exitCode === null) return;
    child = spawn(SSHD, ["-D", "-e", "-f", config], { stdio: ["ignore", "ignore", "pipe"] });
    let log = "";
    child.stderr!.on("data", (chunk) => (log += chunk));
    const deadline = Date.now() + 10_000;
    while (!(await listening(port)))
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`sshd did not start:\n${log}`);
      else await new Promise((resolve) => setTimeout(resolve, 50));
  };
  const stop = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child!.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  await start();
  return {
    port,
    /** DEPLOY_SSH: ssh to this server, with the test's key, checking its host key. */
    command: `ssh -p ${port} -i ${join(dir, "client_key")} -o IdentitiesOnly=yes -o UserKnownHostsFile=${join(dir, "known_hosts")} -o StrictHostKeyChecking=yes -o BatchMode=yes -o ConnectTimeout=5`,
    start,
    stop,
  };
}
