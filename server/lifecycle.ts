import "server-only";

/**
 * The process's lifecycle, shared by every bundle Next builds (on globalThis): whether it is
 * shutting down, and how many enquiry-service requests are in flight, so a drain can wait for them.
 */
const LIFECYCLE = Symbol.for("deccan.lifecycle");
type State = { shuttingDown: boolean; inFlight: number; onIdle: Set<() => void> };
type Holder = { [LIFECYCLE]?: State };

function state(): State {
  const holder = globalThis as Holder;
  holder[LIFECYCLE] ??= { shuttingDown: false, inFlight: 0, onIdle: new Set() };
  return holder[LIFECYCLE];
}

export const isShuttingDown = () => state().shuttingDown;

export function beginShutdown(): void {
  state().shuttingDown = true;
}

/** Runs a request's work, counted as in flight until it settles. */
export async function inFlight<T>(work: () => Promise<T>): Promise<T> {
  const current = state();
  current.inFlight++;
  try {
    return await work();
  } finally {
    if (--current.inFlight === 0) for (const wake of current.onIdle) wake();
  }
}

/** Resolves once no request is in flight. */
export function whenIdle(): Promise<void> {
  const current = state();
  if (current.inFlight === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const wake = () => {
      current.onIdle.delete(wake);
      resolve();
    };
    current.onIdle.add(wake);
  });
}
