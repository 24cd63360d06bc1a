"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** The current year: the build's year in the HTML, the visitor's clock once hydrated. */
export function CurrentYear({ builtIn }: { builtIn: number }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => builtIn,
  );
  return <>{year}</>;
}
