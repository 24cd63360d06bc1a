// Prepares the world map's data at build: Natural Earth 1:110m countries (world-atlas), each keyed by its
// ISO 3166 alpha-3 code, properties dropped, written to public/map/world.json.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import countries from "i18n-iso-countries";

const require = createRequire(import.meta.url);
const topology = JSON.parse(
  readFileSync(require.resolve("world-atlas/countries-110m.json"), "utf8"),
);

const collection = topology.objects.countries;
collection.geometries = collection.geometries
  .filter((geometry) => geometry.type) // drop null geometries
  .map(({ type, arcs, id }) => ({ type, arcs, id: countries.numericToAlpha3(id) ?? id }));
delete topology.objects.land;

const out = join(process.cwd(), "public/map/world.json");
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(topology));
console.log(
  `Map data: ${collection.geometries.length} countries, ${(JSON.stringify(topology).length / 1024).toFixed(0)} KB → public/map/world.json`,
);
