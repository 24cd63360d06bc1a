import { bodyPhotoName, coverOf, storedFile, type StoredMedia } from "@/lib/article-files";
import { coverVariants, SVG_POLICY } from "@/lib/cover-images";
import { editorDraft, editorFile, editorPhotos } from "@/lib/preview";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * A draft article's cover, or a photo of its body, on the preview instance, in draft mode, by the
 * name the site will give it (`/preview/cover/{slug}.800.avif` for `/insights/{slug}.800.avif`,
 * `{slug}.photo-{id}.800.avif` for a photo): the editor's file of that size. Anywhere else, and for
 * a photo the draft does not show, a 404.
 */
export async function GET(_: Request, { params }: { params: Promise<{ file: string }> }) {
  const name = (await params).file;
  const [slug = "", part = ""] = name.split(".");
  const doc = await editorDraft("insights", slug, { locale: "all", depth: 1 });
  const photo = /^photo-(\d+)$/.exec(part)?.[1];
  const media = photo
    ? (await editorPhotos(doc?.body))?.get(photo)
    : (doc?.cover as StoredMedia | undefined);
  if (!media?.filename) return notFound();
  const named = photo ? bodyPhotoName(slug, photo) : slug;
  const variant = coverVariants(coverOf(named, media)).find(
    ({ src }) => src === `/insights/${name}`,
  );
  const filename = variant && storedFile(media, variant);
  if (!filename) return notFound();
  const file = await editorFile(filename);
  if (!file.ok) return notFound();
  return new Response(file.body, {
    headers: {
      "Content-Type": file.headers.get("content-type") ?? "application/octet-stream",
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      // Opened on its own, an image runs nothing.
      "Content-Security-Policy": SVG_POLICY,
    },
  });
}
