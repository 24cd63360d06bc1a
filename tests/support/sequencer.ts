import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The end-to-end files that take minutes each (every page in a browser), started first so that
 * the two workers finish together. Vitest orders by the timings of earlier runs, which a fresh
 * checkout (CI's) does not have; without them it starts the largest files first.
 */
const LONGEST = ["pages", "focus", "keyboard", "layout", "enquiry-orders"].map(
  (name) => `/tests/e2e/${name}.test.ts`,
);

const rank = (file: TestSpecification) => {
  const at = LONGEST.findIndex((path) => file.moduleId.endsWith(path));
  return at === -1 ? LONGEST.length : at;
};

export default class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    return (await super.sort(files)).toSorted(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        rank(a) - rank(b),
    );
  }
}
