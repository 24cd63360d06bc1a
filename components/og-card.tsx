import { ImageResponse } from "next/og";
import { logoShapes } from "@/components/logo";
import { direction, type Locale } from "@/content/locales";
import { site } from "@/content/site";
import { shapeLeftToRight, shapeRightToLeft } from "@/lib/og-text";

const OG_SIZE = { width: 1200, height: 630 };
const TEXT_WIDTH = 1040;

type Line = {
  text: string;
  size: number;
  weight: number;
  color: string;
  /** The line's height, in ems. */
  leading?: number;
  /** Letter-spacing, in px. */
  tracking?: number;
};

/**
 * One block of the card's text, set by HarfBuzz (lib/og-text.ts) as glyph outlines: right to
 * left for an Arabic card, left to right otherwise.
 */
function Text({
  locale,
  text,
  size,
  weight,
  color,
  leading = 1.45,
  tracking = 0,
}: Line & { locale: Locale }) {
  const rtl = direction[locale] === "rtl";
  // Arabic letters rise and descend further: its lines keep their room.
  const lineHeight = Math.round(size * (rtl ? Math.max(leading, 1.45) : leading));
  const setting = { size, weight, maxWidth: TEXT_WIDTH, lineHeight };
  const shaped = rtl
    ? shapeRightToLeft(text, setting)
    : shapeLeftToRight(text, { ...setting, tracking });
  return (
    <svg
      width={shaped.width}
      height={shaped.height}
      viewBox={`0 0 ${shaped.width} ${shaped.height}`}
    >
      {shaped.glyphs.map((glyph, index) => (
        <path key={index} d={glyph.d} transform={glyph.transform} fill={color} />
      ))}
    </svg>
  );
}

/** The Open Graph card every page shares: the brand mark, a kicker, a headline and a footer line. */
export function ogCard({
  locale,
  kicker,
  title,
  footer,
}: {
  locale: Locale;
  kicker?: string;
  title: string;
  footer: string;
}) {
  const rtl = direction[locale] === "rtl";
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        alignItems: rtl ? "flex-end" : "stretch",
        padding: 80,
        background: "linear-gradient(135deg, #ffffff 0%, #fdf2f3 100%)",
        color: "#0c111d",
      }}
    >
      <div
        style={{
          display: "flex",
          flexDirection: rtl ? "row-reverse" : "row",
          alignItems: "center",
          gap: 24,
        }}
      >
        <svg width="88" height="88" viewBox="0 0 32 32">
          {logoShapes}
        </svg>
        <Text locale="en" text={site.brand} size={44} weight={700} color="#0c111d" leading={1.2} />
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
        {kicker && (
          <Text
            locale={locale}
            text={kicker.toLocaleUpperCase(locale)}
            size={30}
            weight={700}
            color="#9c1a26"
          />
        )}
        <Text
          locale={locale}
          text={title}
          size={66}
          weight={700}
          color="#0c111d"
          leading={1.1}
          tracking={-2}
        />
      </div>
      <Text locale={locale} text={footer} size={30} weight={400} color="#4a5465" />
    </div>,
    OG_SIZE,
  );
}
