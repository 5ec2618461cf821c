import {
  isOptionalMessageKind,
  MESSAGE_KIND_DESCRIPTIONS,
  MESSAGE_KIND_LABELS,
  MESSAGE_KINDS,
  type MessageKind,
  type MyMessagePreferences,
} from '@jongdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../api/client.ts';
import { routes } from '../../router.tsx';
import { fail, makeUser, ok } from '../../test/fixtures.ts';
import { fakeApi, renderRoutes } from '../../test/render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const URL = '/api/auth/message-preferences';

/** What the API answers: every kind, the ones named in `off` turned off. */
function preferences(off: MessageKind[] = [], recipient: string | null = 'somchai@example.com'): MyMessagePreferences {
  return {
    recipient,
    kinds: MESSAGE_KINDS.map((kind) => ({
      kind,
      label: MESSAGE_KIND_LABELS[kind],
      description: MESSAGE_KIND_DESCRIPTIONS[kind],
      optional: isOptionalMessageKind(kind),
      email: !off.includes(kind),
    })),
  };
}

function openProfile(replies: Parameters<typeof fakeApi>[0], path = '/profile') {
  localStorage.setItem(TOKEN_KEY, 'token');
  const user = makeUser();
  const api = fakeApi({ 'GET /api/auth/me': ok({ user }), 'GET /api/auth/profile': ok(user), ...replies });
  vi.stubGlobal('fetch', api.fetch);
  const view = renderRoutes(routes, path);
  return { api, view };
}

// The first paint loads the route's code: allow for a busy machine.
const FIRST_PAINT = { timeout: 10_000 };
const section = async () => screen.findByRole('region', { name: 'การแจ้งเตือนทางอีเมล' }, FIRST_PAINT);
const switchFor = (label: string) => screen.getByRole('switch', { name: `รับอีเมล "${label}"` });

describe('the e-mail settings on /profile', { timeout: 20_000 }, () => {
  it('shows a switch per kind, with the always-sent ones on, disabled and saying why', async () => {
    openProfile({ [`GET ${URL}`]: ok(preferences(['certificates_ready'])) });
    const messages = await section();
    expect(messages.id).toBe('messages');
    await within(messages).findByText(/ส่งไปที่ somchai@example.com/, {}, FIRST_PAINT);
    expect(within(messages).getByText('หนึ่งวันก่อนวันนัด พร้อมสิ่งที่ต้องเตรียมและแผนที่ไปคลินิก')).toBeTruthy();

    const reminder = switchFor('เตือนนัดล่วงหน้า 1 วัน') as HTMLInputElement;
    expect(reminder.checked).toBe(true);
    expect(reminder.disabled).toBe(false);
    expect((switchFor('ใบรับรองแพทย์พร้อมแล้ว') as HTMLInputElement).checked).toBe(false);

    const note = within(messages).getByText('เกี่ยวกับการชำระเงินหรือรหัสผ่านของคุณ จึงปิดไม่ได้');
    for (const kind of MESSAGE_KINDS.filter((each) => !isOptionalMessageKind(each))) {
      const always = switchFor(MESSAGE_KIND_LABELS[kind]) as HTMLInputElement;
      expect(always.checked).toBe(true);
      expect(always.disabled).toBe(true);
      // A screen reader hears why it cannot be changed.
      expect(always.getAttribute('aria-describedby')).toContain(note.id);
    }
    expect(screen.getAllByRole('switch')).toHaveLength(MESSAGE_KINDS.length);
  });

  it('saves a switch as it is flipped, says so in Thai, and it stays where the server put it', async () => {
    const { api } = openProfile({
      [`GET ${URL}`]: ok(preferences()),
      [`PUT ${URL}`]: ok(preferences(['booking_reminder'])),
    });
    await section();
    await userEvent.click(await waitFor(() => switchFor('เตือนนัดล่วงหน้า 1 วัน'), FIRST_PAINT));
    expect(await screen.findByText('ปิดอีเมล "เตือนนัดล่วงหน้า 1 วัน" แล้ว')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { booking_reminder: false },
    ]);
    expect((switchFor('เตือนนัดล่วงหน้า 1 วัน') as HTMLInputElement).checked).toBe(false);
    expect((switchFor('การจองถูกยกเลิก') as HTMLInputElement).checked).toBe(true);
  });

  it('puts the switch back and shows the server’s Thai message when saving fails', async () => {
    openProfile({
      [`GET ${URL}`]: ok(preferences()),
      [`PUT ${URL}`]: fail(503, 'ระบบมีผู้ใช้งานจำนวนมาก กรุณาลองใหม่อีกครั้งในอีกสักครู่', 'SERVER_BUSY'),
    });
    await section();
    await userEvent.click(await waitFor(() => switchFor('การจองหมดเวลาชำระเงิน'), FIRST_PAINT));
    expect(await screen.findByText('ระบบมีผู้ใช้งานจำนวนมาก กรุณาลองใหม่อีกครั้งในอีกสักครู่')).toBeTruthy();
    expect(screen.getByText('บันทึกการตั้งค่าอีเมลไม่สำเร็จ')).toBeTruthy();
    await waitFor(() => expect((switchFor('การจองหมดเวลาชำระเงิน') as HTMLInputElement).checked).toBe(true));
  });

  it('tells a person without an e-mail address that e-mail needs one', async () => {
    openProfile({ [`GET ${URL}`]: ok(preferences([], null)) });
    const messages = await section();
    expect(await within(messages).findByText('บัญชีนี้ยังไม่มีอีเมล', {}, FIRST_PAINT)).toBeTruthy();
    expect(within(messages).getByText(/การแจ้งเตือนทางอีเมลต้องมีที่อยู่อีเมล/)).toBeTruthy();
    expect(within(messages).queryByText(/ส่งไปที่/)).toBeNull();
  });

  it('is brought into view when the page is opened at /profile#messages, and not otherwise', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    const first = openProfile({ [`GET ${URL}`]: ok(preferences()) }, '/profile#messages');
    const messages = await section();
    await waitFor(() => expect(scrolled.mock.contexts).toContain(messages), FIRST_PAINT);
    first.view.unmount();

    scrolled.mockClear();
    openProfile({ [`GET ${URL}`]: ok(preferences()) });
    await waitFor(() => switchFor('เตือนนัดล่วงหน้า 1 วัน'), FIRST_PAINT);
    expect(scrolled.mock.contexts.filter((element) => (element as HTMLElement).id === 'messages')).toEqual([]);
  });
});
