import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from '../../api/client.ts';
import { auditChanges } from './audit-changes.ts';
import { DEFAULT_STATE, filterParams, parseListState, toApiSearch, toSearchParams } from './list-search.ts';

const CLINIC = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

describe('the booking list state in the URL', () => {
  it('reads every filter, page and sort back from what it wrote', () => {
    const state = {
      ...DEFAULT_STATE,
      q: 'BK-691123',
      status: ['pending_payment', 'confirmed'] as const,
      clinicId: CLINIC,
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
      page: 3,
      limit: 50,
      sortBy: 'appointmentDate' as const,
      sortOrder: 'asc' as const,
    };
    const written = toSearchParams({ ...state, status: [...state.status] });
    expect(written.getAll('status')).toEqual(['pending_payment', 'confirmed']);
    expect(parseListState(written)).toEqual({ ...state, status: [...state.status] });
  });

  it('keeps the URL short: defaults are left out', () => {
    expect(toSearchParams(DEFAULT_STATE).toString()).toBe('');
    expect(toApiSearch(DEFAULT_STATE)).toBe('page=1&limit=20&sortBy=createdAt&sortOrder=desc');
  });

  it('ignores what a hand-edited link gets wrong', () => {
    const state = parseListState(
      new URLSearchParams(
        'status=bogus&status=expired&clinicId=1;drop&dateFrom=23/11/2569&page=-2&limit=7&sortBy=password&sortOrder=up',
      ),
    );
    expect(state).toEqual({ ...DEFAULT_STATE, status: ['expired'] });
  });

  it('exports with the filters only, never the page', () => {
    const params = filterParams({ ...DEFAULT_STATE, q: ' 1101701234561 ', page: 4 });
    expect(params.toString()).toBe('q=1101701234561');
  });
});

describe('fileNameFromDisposition', () => {
  it.each([
    ['attachment; filename="bookings-691123.xlsx"', 'bookings-691123.xlsx'],
    [
      'attachment; filename="x.xlsx"; filename*=UTF-8\'\'%E0%B8%81%E0%B8%B2%E0%B8%A3%E0%B8%88%E0%B8%AD%E0%B8%87.xlsx',
      'การจอง.xlsx',
    ],
    ['attachment', 'fallback.xlsx'],
    [null, 'fallback.xlsx'],
  ])('%s → %s', (header, expected) => {
    expect(fileNameFromDisposition(header, 'fallback.xlsx')).toBe(expected);
  });
});

describe('auditChanges', () => {
  it('lists changed fields in Thai with values as the screens show them, without record ids', () => {
    const changes = auditChanges(
      { status: 'pending_payment', totalAmount: 80_000, userId: CLINIC },
      { status: 'confirmed', totalAmount: 240_000, note: 'ชำระที่เคาน์เตอร์', userId: CLINIC },
    );
    expect(changes).toEqual([
      { field: 'status', label: 'สถานะ', before: 'รอชำระเงิน', after: 'ยืนยันแล้ว' },
      { field: 'totalAmount', label: 'ยอดรวม', before: '฿800.00', after: '฿2,400.00' },
      { field: 'note', label: 'หมายเหตุ', before: null, after: 'ชำระที่เคาน์เตอร์' },
    ]);
  });
});
