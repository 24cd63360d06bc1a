import Link from "next/link";
import type { ServerProps } from "payload";
import type { DashboardView, ReportRowView } from "../../../lib/enquiry-inbox";
import { worksEnquiries } from "../../access";
import { attempt, EnquiriesError, enquiryDashboard } from "../../enquiries/site";
import { copyFor, type Copy } from "./copy";
import { Unavailable } from "./inbox";

/** A colour per source band, told apart in light and dark; the last is "(other)". */
const BANDS = ["#2563eb", "#16a34a", "#d97706", "#9333ea", "#db2777", "#64748b"];

const percent = (share: number | null, language: string) =>
  share === null
    ? "—"
    : new Intl.NumberFormat(language === "ar" ? "ar-u-nu-latn" : "en", {
        style: "percent",
        maximumFractionDigits: 0,
      }).format(share);

/** The source's name as staff read it. */
const sourceName = (source: string, copy: Copy) =>
  source === "(direct)" ? copy.direct : source === "(other)" ? "…" : source;

/** Twelve weeks as stacked bars, one band per source, and the same figures as a table. */
function Weeks({ dashboard, copy }: { dashboard: DashboardView; copy: Copy }) {
  const { weeks, sources } = dashboard;
  const most = Math.max(1, ...weeks.map((week) => week.total));
  const [width, height, gap] = [600, 180, 8];
  const bar = (width - gap * (weeks.length - 1)) / weeks.length;
  return (
    <section aria-labelledby="dashboard-weeks" className="enquiries__panel enquiries__panel--wide">
      <h3 id="dashboard-weeks">{copy.perWeek}</h3>
      <div>
        <figure className="enquiries__chart" aria-hidden="true">
          <svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none">
            {weeks.map((week, index) => {
              let top = height;
              return sources.map((source, band) => {
                const count = week.bySource[source] ?? 0;
                const tall = (count / most) * (height - 4);
                top -= tall;
                return count ? (
                  <rect
                    key={`${week.week}-${source}`}
                    x={index * (bar + gap)}
                    y={top}
                    width={bar}
                    height={tall}
                    fill={BANDS[Math.min(band, BANDS.length - 1)]}
                  />
                ) : null;
              });
            })}
          </svg>
          <figcaption>
            <ul className="enquiries__legend">
              {sources.map((source, band) => (
                <li key={source}>
                  <span style={{ background: BANDS[Math.min(band, BANDS.length - 1)] }} />
                  {sourceName(source, copy)}
                </li>
              ))}
            </ul>
          </figcaption>
        </figure>
        <div className="enquiries__table-wrap">
          <table className="enquiries__table enquiries__table--figures">
            <thead>
              <tr>
                <th scope="col">{copy.week}</th>
                {sources.map((source) => (
                  <th scope="col" key={source}>
                    {sourceName(source, copy)}
                  </th>
                ))}
                <th scope="col">{copy.total}</th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.week}>
                  <th scope="row">{week.week}</th>
                  {sources.map((source) => (
                    <td key={source}>{week.bySource[source] ?? 0}</td>
                  ))}
                  <td>{week.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}

/** A top list: each group's enquiries as a bar beside its figures. */
function Top({
  id,
  title,
  rows,
  copy,
  language,
}: {
  id: string;
  title: string;
  rows: ReportRowView[];
  copy: Copy;
  language: string;
}) {
  const most = Math.max(1, ...rows.map((row) => row.enquiries));
  return (
    <section aria-labelledby={id} className="enquiries__panel">
      <h3 id={id}>{title}</h3>
      {rows.length ? (
        <table className="enquiries__table enquiries__table--figures">
          <thead>
            <tr>
              <th scope="col">{copy.group}</th>
              <th scope="col">{copy.count}</th>
              <th scope="col">{copy.share}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.group}>
                <th scope="row" dir="auto">
                  {row.group === "(none)" || row.group === "(unknown)" ? "—" : row.group}
                  <span
                    className="enquiries__bar"
                    aria-hidden="true"
                    style={{ inlineSize: `${(row.enquiries / most) * 100}%` }}
                  />
                </th>
                <td>{row.enquiries}</td>
                <td>{percent(row.share, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{copy.noData}</p>
      )}
    </section>
  );
}

/**
 * Above the editor's start page, for the sales team and admins: where enquiries come from and how
 * fast they are answered (server/enquiry-dashboard.ts on the site computes the figures, as
 * `enquiries report` groups them). Nothing for other roles.
 */
export async function EnquiryDashboard({ user, i18n }: ServerProps) {
  if (!worksEnquiries(user)) return null;
  const language = i18n.language;
  const copy = copyFor(language);
  const dashboard = await attempt(() => enquiryDashboard(user));
  if (dashboard instanceof EnquiriesError) return <Unavailable copy={copy} error={dashboard} />;
  const { answeredInOneWorkingDay: answered, lastThirtyDays: month } = dashboard;
  return (
    <section aria-labelledby="dashboard-title" className="enquiries enquiries__dashboard">
      <h2 id="dashboard-title">
        <Link href="/admin/enquiries">{copy.dashboard}</Link>
      </h2>
      <div className="enquiries__numbers">
        <Link href="/admin/enquiries?status=open" className="enquiries__number">
          <strong>{dashboard.open}</strong>
          <span>{copy.openCount}</span>
        </Link>
        <Link href="/admin/enquiries?held=1" className="enquiries__number">
          <strong>{dashboard.held}</strong>
          <span>{copy.heldCount}</span>
        </Link>
        <div className="enquiries__number">
          <strong>{percent(answered.share, language)}</strong>
          <span>
            {copy.answeredShare}: {copy.answeredOf(answered.answered, answered.of)}
          </span>
        </div>
      </div>
      <div className="enquiries__panels">
        <Weeks dashboard={dashboard} copy={copy} />
        <Top
          id="dashboard-campaigns"
          title={copy.topCampaigns}
          rows={month.campaigns}
          copy={copy}
          language={language}
        />
        <Top
          id="dashboard-landings"
          title={copy.topLandings}
          rows={month.landings}
          copy={copy}
          language={language}
        />
        <Top
          id="dashboard-services"
          title={copy.topServices}
          rows={month.services}
          copy={copy}
          language={language}
        />
      </div>
    </section>
  );
}
