import type { AdminMessage, AdminMessagePage } from '@jongdee/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../api/client.ts';
import { BANGKOK_NOON, testsRunAt } from '../../test/environment.ts';
import { fail, ok } from '../../test/fixtures.ts';
import { fakeApi, renderRoutes } from '../../test/render.tsx';
import { MessagesPage } from './messages-page.tsx';

const FAILED: AdminMessage = {
  id: '0193a1b2-0000-7000-8000-0000000000f1',
  kind: 'booking_created',
  kindLabel: 'ยืนยันการจอง',
  channel: 'email',
  recipient: 'somchai@example.com',
  subject: 'ยืนยันการจอง BK-69-000123',
  status: 'failed',
  attempts: 9,
  lastError: 'Invalid login: 535 Authentication failed',
  nextAttemptAt: null,
  createdAt: '2026-11-20T03:00:00.000Z',
  sentAt: null,
  hasEml: false,
};
const SENT: AdminMessage = {
  ...FAILED,
  id: '0193a1b2-0000-7000-8000-0000000000f2',
  kind: 'account_opened',
  kindLabel: 'คลินิกเปิดบัญชีให้คุณ',
  recipient: 'somsri@example.com',
  subject: 'คลินิกเปิดบัญชีให้คุณแล้ว',
  status: 'sent',
  attempts: 1,
  lastError: null,
  sentAt: '2026-11-20T03:00:05.000Z',
  hasEml: true,
};

/** The first render loads the screen's modules; on a loaded machine that outlasts the default second. */
const FIRST_RENDER = { timeout: 10_000 };

const pageOf = (items: AdminMessage[], failedCount: number): AdminMessagePage => ({
  items,
  pagination: { page: 1, limit: 20, total: items.length, totalPages: 1 },
  failedCount,
});

function renderPage(replies: Parameters<typeof fakeApi>[0], path = '/admin/messages') {
  const api = fakeApi(replies);
  vi.stubGlobal('fetch', api.fetch);
  localStorage.setItem(TOKEN_KEY, 'token');
  renderRoutes([{ path: '/admin/messages', element: <MessagesPage /> }], path);
  return api;
}

testsRunAt(BANGKOK_NOON);

describe('/admin/messages', () => {
  it('lists messages with Thai labels, Buddhist-Era times, the reason of a failure and the failed count', async () => {
    renderPage({ 'GET /api/admin/messages?page=1&limit=20': ok(pageOf([FAILED, SENT], 1)) });
    const failedRow = (await screen.findByText('somchai@example.com', {}, FIRST_RENDER)).closest('tr') as HTMLElement;
    expect(within(failedRow).getByText('ยืนยันการจอง')).toBeTruthy();
    expect(within(failedRow).getByText('ส่งไม่สำเร็จ')).toBeTruthy();
    expect(within(failedRow).getByText('20 พ.ย. 2569 10:00')).toBeTruthy();
    expect(within(failedRow).getByText(/Authentication failed/)).toBeTruthy();
    expect(within(failedRow).queryByRole('button', { name: /ไฟล์ .eml/ })).toBeNull();
    const sentRow = screen.getByText('somsri@example.com').closest('tr') as HTMLElement;
    expect(within(sentRow).getByText('ส่งเมื่อ 20 พ.ย. 2569 10:00')).toBeTruthy();
    expect(within(sentRow).queryByRole('button', { name: /^ส่งอีกครั้ง/ })).toBeNull();
    expect(within(sentRow).getByRole('button', { name: 'ไฟล์ .eml ของข้อความถึง somsri@example.com' })).toBeTruthy();
    expect(screen.getByTestId('failed-messages').textContent).toContain('ส่งไม่สำเร็จ 1 ข้อความ');
  });

  it('sends a failed message again and says so', async () => {
    const api = renderPage({
      'GET /api/admin/messages?page=1&limit=20': ok(pageOf([FAILED], 1)),
      [`POST /api/admin/messages/${FAILED.id}/retry`]: ok({ ...FAILED, status: 'pending' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'ส่งอีกครั้ง: ข้อความถึง somchai@example.com' }, FIRST_RENDER));
    await waitFor(() => expect(screen.getByText('ตั้งให้ส่งอีกครั้งแล้ว ระบบจะส่งภายในไม่กี่วินาที')).toBeTruthy());
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `/api/admin/messages/${FAILED.id}/retry`,
    ]);
  });

  it('shows the server’s Thai reason when a retry is refused', async () => {
    renderPage({
      'GET /api/admin/messages?page=1&limit=20': ok(pageOf([FAILED], 1)),
      [`POST /api/admin/messages/${FAILED.id}/retry`]: fail(409, 'ข้อความนี้อยู่ในสถานะ "ส่งแล้ว" จึงสั่งส่งอีกครั้งไม่ได้'),
    });
    fireEvent.click(await screen.findByRole('button', { name: /^ส่งอีกครั้ง/ }, FIRST_RENDER));
    expect(await screen.findByText(/จึงสั่งส่งอีกครั้งไม่ได้/)).toBeTruthy();
  });

  it('shows only failed messages from the alert’s button, the filter kept in the URL', async () => {
    const api = renderPage({
      'GET /api/admin/messages?page=1&limit=20': ok(pageOf([FAILED, SENT], 1)),
      'GET /api/admin/messages?status=failed&page=1&limit=20': ok(pageOf([FAILED], 1)),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'ดูข้อความที่ส่งไม่สำเร็จ' }, FIRST_RENDER));
    await waitFor(() => expect(screen.queryByText('somsri@example.com')).toBeNull());
    expect(api.calls.map((call) => call.path)).toContain('/api/admin/messages?status=failed&page=1&limit=20');
  });

  it('says there are none yet', async () => {
    renderPage({ 'GET /api/admin/messages?page=1&limit=20': ok(pageOf([], 0)) });
    expect(await screen.findByText('ยังไม่มีข้อความ', {}, FIRST_RENDER)).toBeTruthy();
    expect(screen.queryByTestId('failed-messages')).toBeNull();
  });
});
