import Markdoc, { type RenderableTreeNode } from "@markdoc/markdoc";
import { AlertTriangle, Info, Lightbulb, Link2 } from "lucide-react";
import React, { type ReactNode } from "react";
import { clsx } from "clsx";
import { CoverImage } from "./cover-image";

/**
 * An article's body as Markdoc rendered it at build (lib/insights.ts), drawn by these server
 * components: headings with anchors, highlighted code, tables, callouts and figures. The words the
 * parts need (an anchor's name, a callout's label) were put on the tree in the article's language.
 */
function Heading({
  level,
  id,
  text,
  anchorLabel,
  children,
}: {
  level: number;
  id: string;
  text: string;
  anchorLabel: string;
  children: ReactNode;
}) {
  const Element = level === 2 ? "h2" : level === 3 ? "h3" : "h4";
  return (
    // Focusable by script only: a link to the section (its anchor, the table of contents) moves
    // focus here with the view, so the next Tab continues from the section.
    <Element id={id} tabIndex={-1} className="group scroll-mt-24" data-heading={text}>
      {children}
      <a
        href={`#${id}`}
        aria-label={anchorLabel}
        className="ms-2 inline-flex size-7 items-center justify-center rounded-md align-middle text-muted opacity-60 transition-opacity group-hover:opacity-100 hover:text-accent focus-visible:opacity-100 print:hidden"
      >
        <Link2 className="size-4" aria-hidden="true" />
      </a>
    </Element>
  );
}

function CodeBlock({
  language,
  html,
  label,
  codeLang,
}: {
  language?: string;
  html: string;
  /** The region's name, in the page's language. */
  label: string;
  /** The code's own language (its comments), when it is not the page's. */
  codeLang?: string;
}) {
  return (
    <pre
      role="region"
      tabIndex={0}
      aria-label={label}
      dir="ltr"
      className="scroll-hint overflow-x-auto rounded-2xl border border-line p-5 text-sm leading-relaxed [--scroll-cover:var(--color-surface)]"
    >
      {/* highlight.js escaped the code at build (lib/highlight.ts) */}
      <code
        lang={codeLang}
        className={clsx("hljs", language && `language-${language}`)}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </pre>
  );
}

function Table({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="scroll-hint overflow-x-auto rounded-2xl border border-line [--scroll-cover:var(--color-canvas)]"
    >
      <table>{children}</table>
    </div>
  );
}

const calloutIcons = { note: Info, tip: Lightbulb, warning: AlertTriangle };

function Callout({
  type,
  title,
  label,
  children,
}: {
  type: keyof typeof calloutIcons;
  title?: string;
  label: string;
  children: ReactNode;
}) {
  const Icon = calloutIcons[type];
  return (
    <aside
      aria-label={title ?? label}
      className={clsx(
        "callout rounded-2xl border-s-4 p-5",
        type === "warning"
          ? "border-accent-vivid bg-brand-50 dark:bg-surface"
          : "border-ink/30 bg-surface",
      )}
    >
      <p className="flex items-center gap-2 font-semibold">
        <Icon className="size-5 shrink-0 text-accent" aria-hidden="true" />
        {title ?? label}
      </p>
      {children}
    </aside>
  );
}

/** A figure: a photo in its published sizes (as a cover, lazy), or a drawing, with its caption. */
function Figure({
  src,
  alt,
  width,
  height,
  caption,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  caption?: string;
}) {
  return (
    <figure>
      <CoverImage
        cover={{ src, width, height }}
        alt={alt}
        sizes="(min-width: 72rem) 53rem, calc(100vw - 2.5rem)"
        className="h-auto w-full rounded-2xl border border-line bg-surface"
      />
      {caption && <figcaption className="mt-2 text-sm text-muted">{caption}</figcaption>}
    </figure>
  );
}

/** The body's root: Markdoc's document, as the article's text column. */
function Body({ children }: { children: ReactNode }) {
  return <div className="article-body">{children}</div>;
}

const components = { Body, Heading, CodeBlock, Table, Callout, Figure };

export function ArticleBody({ body }: { body: RenderableTreeNode }) {
  return Markdoc.renderers.react(body, React, { components });
}
