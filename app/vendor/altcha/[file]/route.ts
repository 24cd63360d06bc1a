import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** ALTCHA's proof-of-work worker scripts, prerendered at build from the installed package. */
const FILES = ["sha.js", "pbkdf2.js"];

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = () => FILES.map((file) => ({ file }));

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  // The package's entry is dist/main/…; its workers are in dist/workers (wherever npm put it).
  const entry = createRequire(join(process.cwd(), "package.json")).resolve("altcha");
  const source = await readFile(join(dirname(entry), "../workers", file), "utf8");
  return new Response(source, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
