import { ImageResponse } from "next/og";
import { site } from "@/content/site";

export const alt = `${site.brand}: ${site.tagline}`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

/** The site's Open Graph image, rendered once at build. */
export default function OpenGraphImage() {
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
          <rect width="32" height="32" rx="8" fill="#BF202F" />
          <path
            d="M10 9h6.5a7 7 0 0 1 0 14H10z"
            fill="none"
            stroke="#fff"
            strokeWidth="3"
            strokeLinejoin="round"
          />
          <path d="M14 16h4" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
        </svg>
        <div style={{ fontSize: 48, fontWeight: 700 }}>{site.brand}</div>
      </div>
      <div
        style={{
          display: "flex",
          fontSize: 72,
          fontWeight: 700,
          lineHeight: 1.1,
          letterSpacing: -2,
          maxWidth: 980,
        }}
      >
        Software, cloud and digital transformation, built in Pune.
      </div>
      <div style={{ display: "flex", fontSize: 30, color: "#4a5465" }}>
        140+ in-house engineers · 400+ projects · clients in 10 countries
      </div>
    </div>,
    size,
  );
}
