import type { Banner } from '@jongdee/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMatchMedia } from '../../../test/environment.ts';
import { ok } from '../../../test/fixtures.ts';
import { fakeApi, renderRoutes } from '../../../test/render.tsx';
import { BannerCarousel, SLIDE_INTERVAL_MS } from './banner-carousel.tsx';

const banner = (id: string, title: string, linkUrl: string | null): Banner => ({
  id,
  title,
  linkUrl,
  imageUrl: `/api/banners/${id}/image?v=f-${id}`,
  width: 1600,
  height: 600,
});
const BANNERS = [
  banner('0193a1b2-0000-7000-8000-0000000000b1', 'จองตรวจสุขภาพ ลด 20%', '/booking'),
  banner('0193a1b2-0000-7000-8000-0000000000b2', 'ข่าวคลินิก', 'https://example.com/news'),
  banner('0193a1b2-0000-7000-8000-0000000000b3', 'เปิดสาขาใหม่', null),
];

/** Whether the reader asks for reduced motion, as matchMedia answers it. */
function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    fakeMatchMedia((query) => reduce && query.includes('prefers-reduced-motion')),
  );
}

async function renderCarousel(list: Banner[]) {
  vi.stubGlobal('fetch', fakeApi({ 'GET /api/banners': ok(list) }).fetch);
  renderRoutes(
    [
      { path: '/', element: <BannerCarousel /> },
      { path: '/booking', element: <p>หน้าจอง</p> },
    ],
    '/',
  );
  if (list.length > 0) await screen.findByRole('region', { name: 'ข่าวสารและโปรโมชัน' });
}

const current = () =>
  screen.getAllByRole('button', { current: true }).map((button) => button.getAttribute('aria-label'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the banner carousel on the home screen', () => {
  it('shows nothing when no banner is live', async () => {
    const api = fakeApi({ 'GET /api/banners': ok([]) });
    vi.stubGlobal('fetch', api.fetch);
    const { container } = renderRoutes([{ path: '/', element: <BannerCarousel /> }], '/');
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    expect(container.querySelector('section')).toBeNull();
  });

  it('names each picture by its title; a page link stays in the app, another site opens in a new tab', async () => {
    await renderCarousel(BANNERS);
    const inApp = screen.getByRole('link', { name: 'จองตรวจสุขภาพ ลด 20%' });
    expect(inApp.getAttribute('href')).toBe('/booking');
    expect(inApp.getAttribute('target')).toBeNull();
    const outside = screen.getByRole('link', { name: /ข่าวคลินิก/ });
    expect(outside.getAttribute('target')).toBe('_blank');
    expect(outside.getAttribute('rel')).toBe('noopener noreferrer');
    expect(outside.textContent).toContain('(เปิดในแท็บใหม่)');
    expect(screen.getByRole('img', { name: 'เปิดสาขาใหม่' }).closest('a')).toBeNull();
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 จาก 3',
      '2 จาก 3',
      '3 จาก 3',
    ]);
    // Only the slide in view is reachable; the buttons move to the others.
    expect(screen.getAllByRole('group').map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true]);
    fireEvent.click(screen.getByRole('button', { name: 'แบนเนอร์ที่ 2: ข่าวคลินิก' }));
    expect(screen.getAllByRole('group').map((slide) => slide.hasAttribute('inert'))).toEqual([true, false, true]);
    fireEvent.click(inApp);
    expect(await screen.findByText('หน้าจอง')).toBeTruthy();
  });

  it('turns by itself, waits while the pointer is over it, and stops when paused', async () => {
    // The clock is ours from the start (the carousel starts turning as soon as it shows), and still moves for findBy.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderCarousel(BANNERS);
    expect(current()).toEqual(['แบนเนอร์ที่ 1: จองตรวจสุขภาพ ลด 20%']);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(current()).toEqual(['แบนเนอร์ที่ 2: ข่าวคลินิก']);

    const carousel = screen.getByRole('region', { name: 'ข่าวสารและโปรโมชัน' });
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(current()).toEqual(['แบนเนอร์ที่ 2: ข่าวคลินิก']);
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(current()).toEqual(['แบนเนอร์ที่ 3: เปิดสาขาใหม่']);

    fireEvent.click(screen.getByRole('button', { name: 'หยุดเลื่อนแบนเนอร์อัตโนมัติ' }));
    fireEvent.blur(screen.getByRole('button', { name: 'เลื่อนแบนเนอร์อัตโนมัติ' }));
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
    expect(current()).toEqual(['แบนเนอร์ที่ 3: เปิดสาขาใหม่']);

    // Next from the last goes round to the first; a dot goes straight to its slide.
    fireEvent.click(screen.getByRole('button', { name: 'แบนเนอร์ถัดไป' }));
    expect(current()).toEqual(['แบนเนอร์ที่ 1: จองตรวจสุขภาพ ลด 20%']);
    fireEvent.click(screen.getByRole('button', { name: 'แบนเนอร์ที่ 3: เปิดสาขาใหม่' }));
    expect(current()).toEqual(['แบนเนอร์ที่ 3: เปิดสาขาใหม่']);
  });

  it('stays still for someone who asks for reduced motion, until they press play', async () => {
    preferReducedMotion(true);
    await renderCarousel(BANNERS);
    vi.useFakeTimers();
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
    expect(current()).toEqual(['แบนเนอร์ที่ 1: จองตรวจสุขภาพ ลด 20%']);
    const play = screen.getByRole('button', { name: 'เลื่อนแบนเนอร์อัตโนมัติ' });
    fireEvent.click(play);
    fireEvent.blur(play);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(current()).toEqual(['แบนเนอร์ที่ 2: ข่าวคลินิก']);
  });

  it('shows one banner without any controls', async () => {
    const [first] = BANNERS;
    if (!first) throw new Error('a banner expected');
    await renderCarousel([first]);
    expect(screen.getByRole('img', { name: first.title })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
