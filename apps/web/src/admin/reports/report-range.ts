import { dateRangeDays, REPORT_MAX_DAYS, type ReportQuery } from '@jongdee/contracts';
import { addDays } from '@jongdee/contracts/thai-format';
import { apiSearch } from '../../api/client.ts';

/** The ranges one click away; each is a Bangkok calendar period, whole (a month includes its days to come). */
export const REPORT_PRESETS = ['today', 'thisWeek', 'thisMonth', 'lastMonth', 'thisYear'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

/** The screen's state, kept in the URL: a preset, or a custom range; and a clinic or all of them. */
export type ReportState = { preset: ReportPreset | 'custom'; from: string; to: string; clinicId: string };

export const DEFAULT_PRESET: ReportPreset = 'thisMonth';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const lastDayOfMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month + 1, 0)).toISOString().slice(0, 10);

/** A preset's days on the day `today` (Bangkok). Weeks start on Sunday, as the app's calendars do. */
export function presetRange(preset: ReportPreset, today: string): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'thisWeek': {
      const from = addDays(today, -new Date(`${today}T00:00:00Z`).getUTCDay());
      return { from, to: addDays(from, 6) };
    }
    case 'thisMonth':
      return { from: `${today.slice(0, 7)}-01`, to: lastDayOfMonth(year, month) };
    case 'lastMonth': {
      const first = new Date(Date.UTC(year, month - 1, 1)).toISOString().slice(0, 10);
      return { from: first, to: lastDayOfMonth(year, month - 1) };
    }
    case 'thisYear':
      return { from: `${year}-01-01`, to: `${year}-12-31` };
  }
}

const isDate = (value: string | null): value is string =>
  !!value && ISO_DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** Reads the URL; a malformed or too-long custom range (a hand-edited link) falls back to this month. */
export function parseReportState(params: URLSearchParams, today: string): ReportState {
  const clinicId = UUID.test(params.get('clinicId') ?? '') ? (params.get('clinicId') as string) : '';
  const from = params.get('from');
  const to = params.get('to');
  if (isDate(from) && isDate(to) && from <= to && dateRangeDays(from, to) <= REPORT_MAX_DAYS)
    return { preset: 'custom', from, to, clinicId };
  const asked = params.get('range');
  const preset = (REPORT_PRESETS as readonly string[]).includes(asked ?? '') ? (asked as ReportPreset) : DEFAULT_PRESET;
  return { preset, ...presetRange(preset, today), clinicId };
}

/** The URL's query: the preset's name (so a bookmark of "this month" stays this month), or the dates. */
export function toReportParams(state: ReportState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.preset === 'custom') {
    params.set('from', state.from);
    params.set('to', state.to);
  } else if (state.preset !== DEFAULT_PRESET) params.set('range', state.preset);
  if (state.clinicId) params.set('clinicId', state.clinicId);
  return params;
}

/** What the API takes: always explicit dates. */
export function toApiQuery(state: ReportState): ReportQuery {
  return { from: state.from, to: state.to, ...(state.clinicId ? { clinicId: state.clinicId } : {}) };
}

/** The same query as the request's query string: the summary's cache key. */
export function toApiParams(state: ReportState): string {
  return apiSearch('getReportSummary', { query: toApiQuery(state) });
}
