import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Attribution } from "@/lib/enquiry-schema";
import {
  attributionLine,
  enquiryReport,
  NO_ATTRIBUTION,
  REPORT_GROUPS,
  weekOf,
} from "@/server/attribution";
import { formatReport } from "@/server/enquiry-export";
import { tempStore } from "./support";

describe("the attribution line of the mail and `enquiries show`", () => {
  it.each([
    [
      {
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: "nov-cloud",
        landing: "/insights/erp-to-azure",
        page: "/services/CloudServices",
        device: "phone",
      },
      "newsletter / email, campaign nov-cloud; landed on /insights/erp-to-azure; sent from /services/CloudServices (phone)",
    ],
    [
      { referrer: "www.google.com", landing: "/", page: "/contactus", device: "desktop" },
      "www.google.com / referral; landed on /; sent from /contactus (desktop)",
    ],
    [{ landing: "/ar", page: "/ar" }, "a direct visit; landed on /ar; sent from /ar"],
    [
      {
        firstUtmSource: "linkedin",
        firstUtmMedium: "social",
        firstUtmCampaign: "alpha",
        firstLanding: "/",
        utmSource: "google",
        utmMedium: "cpc",
        utmCampaign: "gamma",
        landing: "/insights",
        page: "/contactus",
        device: "desktop",
      },
      "first: linkedin / social, campaign alpha, landed on /; last: google / cpc, campaign gamma, landed on /insights; sent from /contactus (desktop)",
    ],
    [
      {
        firstReferrer: "www.google.com",
        firstLanding: "/",
        utmSource: "newsletter",
        landing: "/ar",
      },
      "first: www.google.com / referral, landed on /; last: newsletter / (none), landed on /ar",
    ],
    [{}, "a direct visit"],
  ] as [Partial<Attribution>, string][])("%j", (given, line) => {
    expect(attributionLine({ ...NO_ATTRIBUTION, ...given })).toBe(line);
  });
});

describe("weekOf", () => {
  it("is the Monday (UTC) that starts the ISO week", () => {
    expect(weekOf(Date.UTC(2026, 10, 25, 23, 59))).toBe("2026-11-23"); // a Wednesday
    expect(weekOf(Date.UTC(2026, 10, 23))).toBe("2026-11-23"); // the Monday itself
    expect(weekOf(Date.UTC(2026, 10, 22, 23, 59))).toBe("2026-11-16"); // the Sunday before
  });
});

describe("the report over a store of a few hundred enquiries", () => {
  let context: ReturnType<typeof tempStore>;
  beforeEach(() => {
    context = tempStore();
  });
  afterEach(() => context.cleanup());

  const sources = ["newsletter", "linkedin", "partner-x", undefined] as const;
  const mediums = ["email", "social", undefined] as const;
  const campaigns = ["nov-cloud", "erp-week", undefined] as const;
  const referrers = ["www.google.com", "news.example.com", undefined] as const;
  const landings = ["/", "/services/CloudServices", "/ar", "/case-study-twarrad"] as const;
  const devices = ["phone", "tablet", "desktop", undefined] as const;
  const services = [null, "Cloud Services", "IoT Services"] as const;
  const start = Date.UTC(2026, 8, 1, 9); // Tuesday 1 September 2026

  it("counts every group exactly, with shares that add up", async () => {
    const seeded = fc.sample(
      fc.record({
        utmSource: fc.constantFrom(...sources),
        utmMedium: fc.constantFrom(...mediums),
        utmCampaign: fc.constantFrom(...campaigns),
        referrer: fc.constantFrom(...referrers),
        landing: fc.constantFrom(...landings),
        device: fc.constantFrom(...devices),
        // A visit begun again by a later campaign keeps its first touch beside the last.
        firstUtmSource: fc.constantFrom("linkedin", undefined),
        firstUtmCampaign: fc.constantFrom("q4-cloud", undefined),
        source: fc.constantFrom(...services),
        language: fc.constantFrom("en" as const, "ar" as const),
        day: fc.integer({ min: 0, max: 83 }),
      }),
      { numRuns: 320, seed: 20261125 },
    );
    for (const [index, row] of seeded.entries()) {
      const { source, language, day, ...attribution } = row;
      await context.store.insertEnquiry(
        {
          name: "Asha",
          email: `asha${index}@example.com`,
          phone: "",
          message: "Hello",
          source,
          language,
          clientIp: null,
          messageId: `<seed.${index}@example.com>`,
          webhook: false,
          attribution: { ...attribution, page: "/contactus" },
        },
        { now: start + day * 86_400_000 },
      );
    }
    const records = await context.store.listEnquiries();
    expect(records).toHaveLength(320);

    // The expected counts, worked out from the seed alone.
    const expected = (key: (row: (typeof seeded)[number]) => string) => {
      const counts = new Map<string, number>();
      for (const row of seeded) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
      return counts;
    };
    const byGroup = {
      source: expected((row) => row.utmSource ?? row.referrer ?? "(direct)"),
      medium: expected((row) => row.utmMedium ?? (row.referrer ? "referral" : "(none)")),
      campaign: expected((row) => row.utmCampaign ?? "(none)"),
      landing: expected((row) => row.landing),
      service: expected((row) => row.source ?? "Contact Us Page"),
      language: expected((row) => row.language),
      device: expected((row) => row.device ?? "(unknown)"),
      week: expected((row) => weekOf(start + row.day * 86_400_000)),
    };
    for (const by of REPORT_GROUPS) {
      const report = enquiryReport(records, by);
      const counted = new Map(report.map((row) => [row.group, row.enquiries]));
      for (const [group, count] of byGroup[by])
        expect(counted.get(group), `${by} ${group}`).toBe(count);
      expect(report.reduce((sum, row) => sum + row.enquiries, 0)).toBe(320);
      expect(report.reduce((sum, row) => sum + row.share, 0)).toBeCloseTo(1, 10);
    }
    // By the first touch: where a visit begun again first arrived, else its only arrival.
    const first = (row: (typeof seeded)[number]) =>
      row.firstUtmSource || row.firstUtmCampaign
        ? { source: row.firstUtmSource ?? "(direct)", campaign: row.firstUtmCampaign ?? "(none)" }
        : {
            source: row.utmSource ?? row.referrer ?? "(direct)",
            campaign: row.utmCampaign ?? "(none)",
          };
    for (const by of ["source", "campaign"] as const) {
      const counted = new Map(
        enquiryReport(records, by, "first").map((row) => [row.group, row.enquiries]),
      );
      for (const [group, count] of expected((row) => first(row)[by]))
        expect(counted.get(group), `first ${by} ${group}`).toBe(count);
    }
    // Twelve weeks from the first Monday, none skipped, in time order.
    const weeks = enquiryReport(records, "week").map((row) => row.group);
    expect(weeks).toEqual(
      Array.from({ length: 13 }, (_, week) =>
        new Date(Date.UTC(2026, 7, 31) + week * 7 * 86_400_000).toISOString().slice(0, 10),
      ),
    );
  });

  it("prints a table with a bar per week, CSV and JSON", () => {
    const rows = [
      { group: "2026-11-09", enquiries: 2, share: 0.25 },
      { group: "2026-11-16", enquiries: 0, share: 0 },
      { group: "2026-11-23", enquiries: 6, share: 0.75 },
    ];
    expect(formatReport(rows, "week", "table")).toBe(
      [
        "week        enquiries   share",
        "----------  ---------  ------",
        "2026-11-09          2   25.0%  #############",
        "2026-11-16          0    0.0%",
        "2026-11-23          6   75.0%  ########################################",
        "----------  ---------  ------",
        "total               8  100.0%",
        "",
      ].join("\n"),
    );
    expect(formatReport(rows.slice(0, 1), "week", "csv")).toBe(
      "week,enquiries,share\r\n2026-11-09,2,0.2500\r\n",
    );
    expect(JSON.parse(formatReport(rows.slice(0, 1), "week", "json"))).toEqual([
      { week: "2026-11-09", enquiries: 2, share: 0.25 },
    ]);
  });
});
