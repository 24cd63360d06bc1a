// Compressed once, at build: every text file the edge serves from disk (docs/nginx.conf) gets a
// Brotli copy (`.br`, quality 11) and a gzip copy (`.gz`, level 9) next to it, which nginx sends
// as they are (brotli_static, gzip_static) rather than compressing on each request, and at levels
// too slow to use per request. Those files are the build's `static/` (Next.js's hashed scripts,
// styles and media, the scripts as the deferral step left them) and `www/`, the tree nginx's
// `root` names: a copy of `public/` (with the map data the build generated into it) and
// `_next/static`, a link to `static/`, so that every file lies at its URL's path. scripts/build.mjs
// runs this last, in `.next`; `public/` itself is never written.
import {
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Text, which compresses; fonts (woff2) and raster images are compressed already. */
const TEXT_FILE = /\.(?:js|mjs|css|svg|json|txt|xml|html|webmanifest)$/;

/** Every file under `dir`, without following links (`www/_next/static` is `static/` again). */
function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return entry.isFile() ? [path] : [];
  });
}

/** Writes the `.br` and `.gz` of each text file under `dir`; returns the bytes before and after. */
function compressTree(dir) {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  for (const file of files(dir)) {
    if (!TEXT_FILE.test(file)) continue;
    const data = readFileSync(file);
    const br = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    const gz = gzipSync(data, { level: constants.Z_BEST_COMPRESSION });
    // A copy no smaller than its file (a tiny one) is left out: nginx then sends the file.
    if (br.length < data.length) writeFileSync(`${file}.br`, br);
    if (gz.length < data.length) writeFileSync(`${file}.gz`, gz);
    totals.files++;
    totals.raw += data.length;
    totals.br += Math.min(br.length, data.length);
    totals.gz += Math.min(gz.length, data.length);
  }
  return totals;
}

/** Lays out `build`/www (public's files and a link to the hashed files), then compresses both trees. */
export function precompress(build, publicDir) {
  const www = join(build, "www");
  rmSync(www, { recursive: true, force: true });
  cpSync(publicDir, www, { recursive: true });
  mkdirSync(join(www, "_next"));
  symlinkSync("../../static", join(www, "_next/static"));
  const trees = [compressTree(join(build, "static")), compressTree(www)];
  return trees.reduce((sum, tree) => ({
    files: sum.files + tree.files,
    raw: sum.raw + tree.raw,
    br: sum.br + tree.br,
    gz: sum.gz + tree.gz,
  }));
}
