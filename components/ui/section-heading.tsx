import type { ReactNode } from "react";

type Props = {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  /** Heading level; sections under the page's h1 use h2. */
  as?: "h1" | "h2";
  align?: "start" | "center";
  id?: string;
};

export function SectionHeading({
  eyebrow,
  title,
  lead,
  as: Tag = "h2",
  align = "start",
  id,
}: Props) {
  const centered = align === "center";
  return (
    <div className={centered ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      {eyebrow && (
        <p className="mb-3 text-sm font-semibold tracking-wide text-accent uppercase">{eyebrow}</p>
      )}
      <Tag
        id={id}
        className={
          Tag === "h1"
            ? "text-4xl font-semibold tracking-tight text-balance sm:text-5xl"
            : "text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
        }
      >
        {title}
      </Tag>
      {lead && <p className="mt-4 text-lg text-muted">{lead}</p>}
    </div>
  );
}
