import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../api/client.ts';
import { routes } from '../../router.tsx';
import { makeUser, ok } from '../../test/fixtures.ts';
import { fakeApi, renderRoutes } from '../../test/render.tsx';
import { makePayment } from './payment-test-data.ts';

const LIST = 'GET /api/payments?page=1&limit=10&sortBy=createdAt&sortOrder=desc';
const PAID = makePayment({
  status: 'verified',
  method: 'cash',
  verifiedAt: '2026-11-23T03:00:00.000Z',
  receipt: { id: '0193a1b2-0000-7000-8000-0000000000c1', receiptNo: 'RC-69-000007', status: 'issued' },
});
const WAITING = makePayment({ id: '0193a1b2-c3d4-7e5f-8a9b-0000000000a2', paymentNo: 'PAY-691123-0002' });

describe('receipts in my payment history', () => {
  it('offers "ดาวน์โหลดใบเสร็จ" for a verified payment only, and downloads it with my token', async () => {
    const api = fakeApi({
      'GET /api/auth/me': ok({ user: makeUser() }),
      [LIST]: ok({ items: [PAID, WAITING], pagination: { page: 1, limit: 10, total: 2, totalPages: 1 } }),
      [`GET /api/payments/${PAID.id}/receipt`]: ok(null),
    });
    localStorage.setItem(TOKEN_KEY, 'token');
    vi.stubGlobal('fetch', api.fetch);
    URL.createObjectURL = vi.fn(() => 'blob:receipt');
    renderRoutes(routes, '/payments');

    // The table and the phone cards both carry it; the payment waiting for its slip has none.
    const buttons = await screen.findAllByRole('button', { name: 'ดาวน์โหลดใบเสร็จ RC-69-000007' }, { timeout: 4000 });
    expect(buttons.length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: /ดาวน์โหลดใบเสร็จ/ })).toHaveLength(buttons.length);
    expect(buttons[0]?.textContent).toBe('ดาวน์โหลดใบเสร็จ');

    fireEvent.click(buttons[0] as HTMLElement);
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === `/api/payments/${PAID.id}/receipt`)).toMatchObject({
        method: 'GET',
        authorization: 'Bearer token',
      }),
    );
    expect(await screen.findByText('ดาวน์โหลด receipt-RC-69-000007.pdf แล้ว')).toBeTruthy();
  });
});
