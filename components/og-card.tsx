import { ImageResponse } from "next/og";
import { logoShapes } from "@/components/logo";
import { site } from "@/content/site";

export const OG_SIZE = { width: 1200, height: 630 };

/** The Open Graph card every page shares: the brand mark, a kicker, a headline and a footer line. */
export function ogCard({
  kicker,
  title,
  footer,
}: {
  kicker?: string;
  title: string;
  footer: string;
}) {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 80,
        background: "linear-gradient(135deg, #ffffff 0%, #fdf2f3 100%)",
        color: "#0c111d",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 24 }}>
        <svg width="88" height="88" viewBox="0 0 32 32">
          {logoShapes}
        </svg>
        <div style={{ fontSize: 44, fontWeight: 700 }}>{site.brand}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
        {kicker && (
          <div
            style={{ fontSize: 30, color: "#9c1a26", fontWeight: 700, textTransform: "uppercase" }}
          >
            {kicker}
          </div>
        )}
        <div
          style={{
            display: "flex",
            fontSize: 66,
            fontWeight: 700,
            lineHeight: 1.1,
            letterSpacing: -2,
            maxWidth: 1040,
          }}
        >
          {title}
        </div>
      </div>
      <div style={{ display: "flex", fontSize: 30, color: "#4a5465" }}>{footer}</div>
    </div>,
    OG_SIZE,
  );
}
