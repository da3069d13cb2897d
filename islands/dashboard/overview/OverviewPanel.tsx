/**
 * The overview /dashboard opens on: visitors, page views and leads for the
 * last 7, 30 or 90 days or a chosen range, each against the period before; a
 * chart of visitors and leads per day with its data as a table; the top
 * pages, sources and posts with their leads and conversion; leads by status.
 */
import { useEffect, useMemo, useState } from 'react';
import { leadStatusLabels, overviewText as text } from '#content/dashboard-overview.ts';
import { leadStatuses, type LeadStatus } from '#shared/contact-fields.ts';
import { apiMessage, apiRequest } from '../api.ts';
import { LineChart, type ChartSeries } from './LineChart.tsx';
import { daysIn, lastDays, percentChange, type DayRangeChoice } from './range.ts';
import './overview.css';

interface Totals {
  from: string;
  to: string;
  visitors: number;
  views: number;
  leads: number;
  conversionRate: number | null;
}
interface Summary extends Totals {
  leadsByStatus: Record<LeadStatus, number>;
  previous: Totals;
}
interface Series {
  points: { day: string; value: number }[];
}
interface TopRow {
  key: string;
  label: string;
  visitors: number;
  leads: number;
  conversionRate: number | null;
}
interface OverviewData {
  summary: Summary;
  visitors: Series;
  leads: Series;
  pages: TopRow[];
  sources: TopRow[];
  posts: TopRow[];
}

const number = new Intl.NumberFormat('en-US');
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayLabel = (day: string) => shortDay.format(new Date(`${day}T12:00:00Z`));

async function loadOverview({ from, to }: DayRangeChoice): Promise<OverviewData> {
  const range = `from=${from}&to=${to}`;
  const top = (dimension: string) =>
    apiRequest<{ rows: TopRow[] }>('GET', `/api/admin/analytics/top?dimension=${dimension}&${range}`).then((body) => body.rows);
  const [summary, visitors, leads, pages, sources, posts] = await Promise.all([
    apiRequest<Summary>('GET', `/api/admin/analytics/summary?${range}`),
    apiRequest<Series>('GET', `/api/admin/analytics/timeseries?metric=visitors&${range}`),
    apiRequest<Series>('GET', `/api/admin/analytics/timeseries?metric=leads&${range}`),
    top('page'),
    top('source'),
    top('post'),
  ]);
  return { summary, visitors, leads, pages, sources, posts };
}

function RangePicker({ range, timeZone, onChange }: { range: DayRangeChoice; timeZone: string; onChange: (range: DayRangeChoice) => void }) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  return (
    <div className="overview-range" role="group" aria-label={text.rangeLabel}>
      {text.presets.map((preset) => (
        <button
          key={preset.days}
          type="button"
          className={`button ${range.preset === preset.days ? 'button-primary' : 'button-secondary'}`}
          aria-pressed={range.preset === preset.days}
          onClick={() => onChange(lastDays(preset.days, timeZone))}
        >
          {preset.label}
        </button>
      ))}
      <form
        className="overview-custom"
        aria-label={text.custom}
        onSubmit={(event) => {
          event.preventDefault();
          if (from && to && from <= to) onChange({ from, to, preset: null });
        }}
      >
        <label>
          {text.from}
          <input type="date" value={from} max={to} required onChange={(event) => setFrom(event.target.value)} />
        </label>
        <label>
          {text.to}
          <input type="date" value={to} min={from} required onChange={(event) => setTo(event.target.value)} />
        </label>
        <button type="submit" className={`button ${range.preset === null ? 'button-primary' : 'button-secondary'}`}>
          {text.apply}
        </button>
      </form>
    </div>
  );
}

function Metric({ label, value, before, days }: { label: string; value: number; before: number; days: number }) {
  const change = percentChange(value, before);
  const direction = change === null || change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  return (
    <div className="card overview-metric">
      <p className="overview-metric-label">{label}</p>
      <p className="overview-metric-value">{number.format(value)}</p>
      <p className={`overview-metric-change is-${direction}`}>{text.change(change, days)}</p>
    </div>
  );
}

function TopTable({ caption, heading, rows, labelOf }: { caption: string; heading: string; rows: TopRow[]; labelOf: (row: TopRow) => string }) {
  return (
    <div className="card overview-table">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            <th scope="col">{text.metrics.visitors}</th>
            <th scope="col">{text.metrics.leads}</th>
            <th scope="col">{text.metrics.conversion}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={4}>{text.nothingYet}</td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{labelOf(row)}</th>
              <td>{number.format(row.visitors)}</td>
              <td>{number.format(row.leads)}</td>
              <td>{row.conversionRate === null ? text.noRate : percent.format(row.conversionRate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DailyChart({ visitors, leads }: { visitors: Series; leads: Series }) {
  const days = useMemo(() => visitors.points.map((point) => point.day), [visitors]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: text.metrics.visitors, colorVar: '--primary', values: visitors.points.map((point) => point.value) },
      { label: text.metrics.leads, colorVar: '--accent', values: leads.points.map((point) => point.value) },
    ],
    [visitors, leads],
  );
  return (
    <figure className="card overview-chart" aria-labelledby="overview-chart-title">
      <figcaption id="overview-chart-title">{text.chartTitle}</figcaption>
      <LineChart days={days} series={series} />
      <details>
        <summary>{text.chartTable}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{text.day}</th>
              <th scope="col">{text.metrics.visitors}</th>
              <th scope="col">{text.metrics.leads}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => (
              <tr key={day}>
                <th scope="row">
                  <time dateTime={day}>{dayLabel(day)}</time>
                </th>
                <td>{series[0]!.values[index]}</td>
                <td>{series[1]!.values[index]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

export function OverviewPanel({ timeZone }: { timeZone: string }) {
  const [range, setRange] = useState<DayRangeChoice>(() => lastDays(30, timeZone));
  const [data, setData] = useState<OverviewData | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setLoadError(null);
    loadOverview(range)
      .then((result) => current && setData(result))
      .catch((error: unknown) => current && setLoadError(apiMessage(error) ?? text.loadFailed));
    return () => {
      current = false;
    };
  }, [range]);

  const days = daysIn(range);
  const summary = data?.summary;
  return (
    <section className="overview" aria-labelledby="overview-heading">
      <div className="overview-header">
        <h2 id="overview-heading">{text.heading}</h2>
        <RangePicker range={range} timeZone={timeZone} onChange={setRange} />
      </div>
      {loadError && <p role="alert">{loadError}</p>}
      {!data && !loadError && <p>{text.loading}</p>}
      {data && summary && (
        <>
          <div className="overview-metrics">
            <Metric label={text.metrics.visitors} value={summary.visitors} before={summary.previous.visitors} days={days} />
            <Metric label={text.metrics.views} value={summary.views} before={summary.previous.views} days={days} />
            <Metric label={text.metrics.leads} value={summary.leads} before={summary.previous.leads} days={days} />
          </div>
          <DailyChart visitors={data.visitors} leads={data.leads} />
          <div className="overview-tables">
            <TopTable caption={text.topPages} heading={text.page} rows={data.pages} labelOf={(row) => row.label} />
            <TopTable caption={text.topSources} heading={text.source} rows={data.sources} labelOf={(row) => row.label || text.direct} />
            <TopTable caption={text.topPosts} heading={text.post} rows={data.posts} labelOf={(row) => row.label} />
            <div className="card overview-table">
              <table>
                <caption>{text.byStatus}</caption>
                <thead>
                  <tr>
                    <th scope="col">{text.status}</th>
                    <th scope="col">{text.count}</th>
                  </tr>
                </thead>
                <tbody>
                  {leadStatuses.map((status) => (
                    <tr key={status}>
                      <th scope="row">{leadStatusLabels[status]}</th>
                      <td>{number.format(summary.leadsByStatus[status])}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
          <p className="overview-note">{text.conversionNote}</p>
          <p className="overview-note">{text.privacyNote}</p>
        </>
      )}
    </section>
  );
}
