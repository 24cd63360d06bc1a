import { ImageResponse } from "next/og";
import type { CSSProperties } from "react";
import { logoShapes } from "@/components/logo";
import { direction, type Locale } from "@/content/locales";
import { site } from "@/content/site";
import { shapeRightToLeft } from "@/lib/og-text";

const OG_SIZE = { width: 1200, height: 630 };
const TEXT_WIDTH = 1040;

type Line = { text: string; size: number; weight: number; color: string; style?: CSSProperties };

/**
 * One block of the card's text. Satori sets left-to-right text itself; right-to-left text, which it
 * cannot shape, arrives set by HarfBuzz (lib/og-text.ts) as glyph outlines.
 */
function Text({ locale, text, size, weight, color, style }: Line & { locale: Locale }) {
  if (direction[locale] === "ltr")
    return (
      <div style={{ display: "flex", fontSize: size, fontWeight: weight, color, ...style }}>
        {text}
      </div>
    );
  const lineHeight = Math.round(size * 1.45);
  const shaped = shapeRightToLeft(text, { size, weight, maxWidth: TEXT_WIDTH, lineHeight });
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
        <div style={{ fontSize: 44, fontWeight: 700 }}>{site.brand}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
        {kicker && (
          <Text
            locale={locale}
            text={kicker}
            size={30}
            weight={700}
            color="#9c1a26"
            style={{ textTransform: "uppercase" }}
          />
        )}
        <Text
          locale={locale}
          text={title}
          size={66}
          weight={700}
          color="#0c111d"
          style={{ lineHeight: 1.1, letterSpacing: -2, maxWidth: TEXT_WIDTH }}
        />
      </div>
      <Text locale={locale} text={footer} size={30} weight={400} color="#4a5465" />
    </div>,
    OG_SIZE,
  );
}
