import { readdirSync, readFileSync } from "node:fs";

/** This machine's processes: each one's number, its parent's and its process group's. */
export function processes() {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        // pid (command) state ppid pgrp …: the command may hold spaces and parentheses.
        const fields = readFileSync(`/proc/${pid}/stat`, "utf8")
          .replace(/^.*\) /s, "")
          .split(" ");
        return [{ pid: Number(pid), ppid: Number(fields[1]), pgrp: Number(fields[2]) }];
      } catch {
        return []; // ended meanwhile
      }
    });
}

/**
 * `pid` and the processes it started, and they started, …, children before their parents: not
 * those that began a process group of their own (a job it runs detached) nor what they started.
 */
export function processTree(pid: number): number[] {
  const all = processes();
  const below = (parent: number): number[] =>
    all
      .filter((process) => process.ppid === parent && process.pgrp !== process.pid)
      .flatMap((child) => [...below(child.pid), child.pid]);
  return [...below(pid), pid];
}
