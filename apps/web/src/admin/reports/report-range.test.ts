import { describe, expect, it } from 'vitest';
import { chartPoints } from './report-format.ts';
import { parseReportState, presetRange, toApiParams, toReportParams } from './report-range.ts';

const CLINIC = '0193a1b2-c3d4-7e5f-8a9b-00000000c111';

describe('report ranges', () => {
  it('turns each preset into whole Bangkok calendar periods, weeks from Sunday', () => {
    // 2026-11-25 is a Wednesday.
    expect(presetRange('today', '2026-11-25')).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(presetRange('thisWeek', '2026-11-25')).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(presetRange('thisMonth', '2026-11-25')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(presetRange('lastMonth', '2026-11-25')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetRange('lastMonth', '2027-01-10')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(presetRange('thisMonth', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetRange('thisYear', '2026-11-25')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('reads the URL: a custom range and clinic, a preset by name, anything malformed as this month', () => {
    const read = (query: string) => parseReportState(new URLSearchParams(query), '2026-11-25');
    expect(read(`from=2026-11-01&to=2026-11-03&clinicId=${CLINIC}`)).toEqual({
      preset: 'custom',
      from: '2026-11-01',
      to: '2026-11-03',
      clinicId: CLINIC,
    });
    expect(read('range=lastMonth')).toMatchObject({ preset: 'lastMonth', from: '2026-10-01', to: '2026-10-31' });
    const thisMonth = { preset: 'thisMonth', from: '2026-11-01', to: '2026-11-30', clinicId: '' };
    expect(read('')).toEqual(thisMonth);
    expect(read('range=forever&clinicId=abc')).toEqual(thisMonth);
    expect(read('from=2026-11-03&to=2026-11-01')).toEqual(thisMonth);
    expect(read('from=2026-02-30&to=2026-03-01')).toEqual(thisMonth);
    expect(read('from=2025-01-01&to=2026-01-02')).toEqual(thisMonth);
  });

  it('writes the URL short (a preset by name) and the API query always with dates', () => {
    const state = { preset: 'lastMonth', from: '2026-10-01', to: '2026-10-31', clinicId: CLINIC } as const;
    expect(toReportParams(state).toString()).toBe(`range=lastMonth&clinicId=${CLINIC}`);
    expect(toReportParams({ ...state, preset: 'thisMonth', clinicId: '' }).toString()).toBe('');
    expect(toReportParams({ ...state, preset: 'custom' }).toString()).toBe(
      `from=2026-10-01&to=2026-10-31&clinicId=${CLINIC}`,
    );
    expect(toApiParams(state)).toBe(`from=2026-10-01&to=2026-10-31&clinicId=${CLINIC}`);
  });

  it('charts days for a month and months for a year, money in baht', () => {
    const day = (date: string, revenue: number) => ({ date, revenue, bookings: 1, certificates: 0 });
    expect(chartPoints([day('2026-11-01', 150_050)])).toEqual({
      points: [{ label: '1 พ.ย.', revenue: 1500.5, bookings: 1, certificates: 0 }],
      byMonth: false,
    });
    const year = Array.from({ length: 90 }, (_, index) =>
      day(new Date(Date.UTC(2026, 10, 1 + index)).toISOString().slice(0, 10), 100),
    );
    const { points, byMonth } = chartPoints(year);
    expect(byMonth).toBe(true);
    expect(points.map((point) => [point.label, point.bookings])).toEqual([
      ['พ.ย. 69', 30],
      ['ธ.ค. 69', 31],
      ['ม.ค. 70', 29],
    ]);
  });
});
