import "server-only";

/** Time as milliseconds since the epoch; injected so tests can move it. */
export type Clock = { now(): number };

export const systemClock: Clock = { now: () => Date.now() };
