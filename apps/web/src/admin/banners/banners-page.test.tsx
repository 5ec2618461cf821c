import type { AdminBanner } from '@jongdee/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../api/client.ts';
import { BANGKOK_NOON, testsRunAt } from '../../test/environment.ts';
import { fail, ok } from '../../test/fixtures.ts';
import { fakeApi, renderRoutes } from '../../test/render.tsx';
import { moveInOrder } from './api/reorder-banners.ts';
import { BannersPage } from './banners-page.tsx';

function makeBanner(overrides: Partial<AdminBanner> = {}): AdminBanner {
  const id = overrides.id ?? '0193a1b2-0000-7000-8000-0000000000b1';
  return {
    id,
    title: 'ตรวจสุขภาพก่อนเข้างาน ลด 20%',
    linkUrl: '/booking',
    imageUrl: `/api/banners/${id}/image?v=f1`,
    thumbnailUrl: `/api/banners/${id}/thumbnail?v=f2`,
    width: 1600,
    height: 600,
    sortOrder: 0,
    startsAt: null,
    endsAt: null,
    isActive: true,
    state: 'live',
    createdAt: '2026-11-20T03:00:00.000Z',
    updatedAt: '2026-11-20T03:00:00.000Z',
    ...overrides,
  };
}

const FIRST = makeBanner();
const SECOND = makeBanner({
  id: '0193a1b2-0000-7000-8000-0000000000b2',
  title: 'ใบรับรองแพทย์ 5 โรค',
  linkUrl: 'https://example.com/promo',
  sortOrder: 1,
  startsAt: '2026-12-01T02:00:00.000Z',
  endsAt: '2026-12-31T16:59:00.000Z',
  state: 'scheduled',
});

function renderPage(replies: Parameters<typeof fakeApi>[0], path = '/admin/banners') {
  const api = fakeApi(replies);
  vi.stubGlobal('fetch', api.fetch);
  localStorage.setItem(TOKEN_KEY, 'token');
  renderRoutes([{ path: '/admin/banners', element: <BannersPage /> }], path);
  return api;
}

testsRunAt(BANGKOK_NOON);

describe('moveInOrder', () => {
  it('moves one id up or down, and leaves the order alone past either end', () => {
    expect(moveInOrder(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moveInOrder(['a', 'b', 'c'], 'a', 2)).toEqual(['b', 'c', 'a']);
    expect(moveInOrder(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveInOrder(['a', 'b', 'c'], 'x', 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('/admin/banners', () => {
  it('says in Thai that there are none yet, with the way to add the first', async () => {
    renderPage({ 'GET /api/admin/banners': ok([]) });
    expect(await screen.findByText('ยังไม่มีแบนเนอร์')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'เพิ่มแบนเนอร์' })).toBeTruthy();
  });

  it('lists each banner with its link, its schedule in the Buddhist Era and where it stands', async () => {
    renderPage({ 'GET /api/admin/banners': ok([FIRST, SECOND]) });
    const table = await screen.findByRole('table', { name: 'แบนเนอร์เรียงตามลำดับที่แสดงบนหน้าแรก' });
    const [, first, second] = within(table).getAllByRole('row');
    if (!first || !second) throw new Error('two rows expected');
    expect(within(first).getByText('/booking')).toBeTruthy();
    expect(within(first).getByText('แสดงตลอด')).toBeTruthy();
    expect(within(first).getByText('กำลังแสดง')).toBeTruthy();
    expect(within(second).getByRole('link', { name: /example\.com\/promo/ })).toHaveProperty('target', '_blank');
    expect(within(second).getByText('ตั้งแต่ 1 ธ.ค. 2569 09:00')).toBeTruthy();
    expect(within(second).getByText('ถึง 31 ธ.ค. 2569 23:59')).toBeTruthy();
    expect(within(second).getByText('รอเริ่มแสดง')).toBeTruthy();
    expect(screen.getByText('กำลังแสดง 1 จากทั้งหมด 2 รายการ')).toBeTruthy();
  });

  it('moves a banner down with its arrow button and says where it went', async () => {
    const api = renderPage({
      'GET /api/admin/banners': ok([FIRST, SECOND]),
      'PUT /api/admin/banners/order': ok([
        { ...SECOND, sortOrder: 0 },
        { ...FIRST, sortOrder: 1 },
      ]),
    });
    const down = await screen.findByRole('button', { name: `เลื่อน ${FIRST.title} ลง` });
    // The top row's "up" cannot move it, but keeps the focus where it is.
    const up = screen.getByRole('button', { name: `เลื่อน ${FIRST.title} ขึ้น` });
    expect(up.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(up);
    fireEvent.click(down);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`ย้าย ${FIRST.title} ไปลำดับที่ 2 จาก 2 แล้ว`));
    const reorders = api.calls.filter((call) => call.path === '/api/admin/banners/order');
    expect(reorders).toEqual([expect.objectContaining({ method: 'PUT', body: { ids: [SECOND.id, FIRST.id] } })]);
  });

  it('switches a banner off with its current fields and no new picture', async () => {
    const api = renderPage({
      'GET /api/admin/banners': ok([FIRST]),
      [`PUT /api/admin/banners/${FIRST.id}`]: ok({ ...FIRST, isActive: false, state: 'inactive' }),
    });
    fireEvent.click(await screen.findByRole('switch', { name: `ปิดแสดง ${FIRST.title}` }));
    await waitFor(() => expect(screen.getByText(`ปิดแสดง "${FIRST.title}" แล้ว`)).toBeTruthy());
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      title: FIRST.title,
      linkUrl: '/booking',
      startsAt: null,
      endsAt: null,
      isActive: false,
      image: null,
    });
  });

  it('checks the form in Thai before sending: a picture, a title, a link that is a page or a web address', async () => {
    const api = renderPage({ 'GET /api/admin/banners': ok([]) }, '/admin/banners?banner=new');
    const dialog = await screen.findByRole('dialog', { name: 'เพิ่มแบนเนอร์' });
    fireEvent.change(within(dialog).getByLabelText(/^ลิงก์เมื่อกดที่แบนเนอร์/), {
      target: { value: 'javascript:alert(1)' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(await within(dialog).findByText('กรุณาเลือกรูปแบนเนอร์')).toBeTruthy();
    expect(within(dialog).getByText('กรุณากรอกชื่อแบนเนอร์')).toBeTruthy();
    expect(within(dialog).getByText(/ลิงก์ต้องขึ้นต้นด้วย https:\/\//)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('refuses a file that is not a JPEG, PNG or WebP, or larger than 5 MB, before opening it', async () => {
    renderPage({ 'GET /api/admin/banners': ok([]) }, '/admin/banners?banner=new');
    const dialog = await screen.findByRole('dialog', { name: 'เพิ่มแบนเนอร์' });
    const input = within(dialog).getByTestId('banner-image-input');
    fireEvent.change(input, { target: { files: [new File(['<svg/>'], 'banner.svg', { type: 'image/svg+xml' })] } });
    expect(within(dialog).getByTestId('banner-image-error').textContent).toMatch(/JPG, PNG หรือ WebP/);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'banner.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(within(dialog).getByTestId('banner-image-error').textContent).toMatch(/ใหญ่เกิน 5 MB/);
  });

  it('opens an existing banner for editing from the URL, and shows the server’s refusal on its field', async () => {
    const api = renderPage(
      {
        'GET /api/admin/banners': ok([SECOND]),
        [`PUT /api/admin/banners/${SECOND.id}`]: {
          status: 400,
          body: {
            success: false,
            error: 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบแล้วลองอีกครั้ง',
            code: 'VALIDATION_FAILED',
            details: [{ field: 'linkUrl', message: 'ลิงก์นี้ใช้ไม่ได้' }],
          },
        },
      },
      `/admin/banners?banner=${SECOND.id}`,
    );
    const dialog = await screen.findByRole('dialog', { name: 'แก้ไขแบนเนอร์' });
    expect(within(dialog).getByLabelText(/^ชื่อแบนเนอร์/)).toHaveProperty('value', SECOND.title);
    expect(within(dialog).getByRole('button', { name: 'วันที่เริ่มแสดง' }).textContent).toBe('1 ธ.ค. 2569');
    expect(within(dialog).getByLabelText('เวลาสิ้นสุด ชั่วโมง')).toHaveProperty('value', '23');
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(await within(dialog).findByText('ลิงก์นี้ใช้ไม่ได้')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      title: SECOND.title,
      linkUrl: SECOND.linkUrl,
      startsAt: '2026-12-01T09:00:00+07:00',
      endsAt: '2026-12-31T23:59:00+07:00',
      isActive: true,
      image: null,
    });
  });

  it('asks before removing a banner, then removes it', async () => {
    const api = renderPage({
      'GET /api/admin/banners': [ok([FIRST]), ok([])],
      [`DELETE /api/admin/banners/${FIRST.id}`]: ok(null),
    });
    fireEvent.click(await screen.findByRole('button', { name: `ลบ ${FIRST.title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'ลบแบนเนอร์' });
    expect(within(dialog).getByText(`ลบแบนเนอร์ "${FIRST.title}" ใช่หรือไม่`)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'ลบแบนเนอร์' }));
    expect(await screen.findByText('ยังไม่มีแบนเนอร์')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('shows a failed reorder and puts the rows back', async () => {
    renderPage({
      'GET /api/admin/banners': ok([FIRST, SECOND]),
      'PUT /api/admin/banners/order': fail(409, 'รายการแบนเนอร์มีการเปลี่ยนแปลงระหว่างจัดลำดับ', 'BANNER_ORDER_STALE'),
    });
    fireEvent.click(await screen.findByRole('button', { name: `เลื่อน ${SECOND.title} ขึ้น` }));
    expect(await screen.findByText('รายการแบนเนอร์มีการเปลี่ยนแปลงระหว่างจัดลำดับ')).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]?.textContent).toContain(FIRST.title);
  });
});
