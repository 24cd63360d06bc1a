import type { ComponentProps } from "react";

export function Card({ className = "", ...props }: ComponentProps<"div">) {
  return (
    <div
      className={`rounded-2xl border border-line bg-white p-6 shadow-card ${className}`}
      {...props}
    />
  );
}
