import type { Booking } from '@jongdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../api/client.ts';
import { routes } from '../../router.tsx';
import { BOOKING_ID, makeBooking, makeUser, ok, SERVICE_ID } from '../../test/fixtures.ts';
import { fakeApi, renderRoutes } from '../../test/render.tsx';
import { EXAMINEE_ID, makeExaminee } from './booking-test-data.ts';

afterEach(() => vi.unstubAllGlobals());

// No pause between keys, and text pasted in one go: the form is long to fill in.
const user = userEvent.setup({ delay: null });
async function fill(field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

function show(booking: Booking, replies: Parameters<typeof fakeApi>[0] = {}) {
  localStorage.setItem(TOKEN_KEY, 'token');
  const api = fakeApi({
    'GET /api/auth/me': ok({ user: makeUser() }),
    [`GET /api/bookings/${BOOKING_ID}`]: ok(booking),
    ...replies,
  });
  vi.stubGlobal('fetch', api.fetch);
  renderRoutes(routes, `/booking/${BOOKING_ID}`);
  return api;
}

/** The body of the one request sent with this method. */
function sent(api: ReturnType<typeof fakeApi>, method: string) {
  const calls = api.calls.filter((call) => call.method === method);
  expect(calls).toHaveLength(1);
  return calls[0]?.body as { healthHistory: Record<string, unknown> | null };
}

const questions = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('radiogroup')
    .map((group) => group.getAttribute('aria-labelledby'))
    .map((id) => document.getElementById(String(id))?.textContent);

describe('the health history (part 1 of the certificate) in the examinee form', () => {
  it('asks epilepsy on the driving-licence form, wants a detail for "มี" and sends has/detail', async () => {
    const driving = makeBooking({
      service: { id: SERVICE_ID, name: 'ใบรับรองแพทย์ขับรถ', certificateType: 'driving_licence' },
    });
    const api = show(driving, {
      [`POST /api/bookings/${BOOKING_ID}/examinees`]: ok(makeBooking({ ...driving, examinees: [makeExaminee()] })),
    });

    await user.click(await screen.findByRole('button', { name: 'เพิ่มผู้เข้าตรวจ' }, { timeout: 4000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('ประวัติสุขภาพ (ส่วนที่ 1 ของใบรับรองแพทย์)')).toBeTruthy();
    expect(within(dialog).getByText(/ไม่บังคับกรอกก่อนวันตรวจ.*พิมพ์ลงในใบรับรองแพทย์/)).toBeTruthy();
    expect(questions(dialog)).toEqual([
      'โรคประจำตัว',
      'อุบัติเหตุ และ ผ่าตัด',
      'เคยเข้ารับการรักษาในโรงพยาบาล',
      'โรคลมชัก',
      'ประวัติอื่นที่สำคัญ',
    ]);
    const epilepsy = within(dialog).getByRole('radiogroup', { name: 'โรคลมชัก' });
    expect(epilepsy.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText(/แนบประวัติการรักษาจากแพทย์ผู้รักษาว่าไม่มีอาการชักมากกว่า 1 ปี/)).toBeTruthy();
    // Nothing answered yet: neither choice is taken.
    expect(within(epilepsy).getByRole('radio', { name: 'มี' })).toHaveProperty('checked', false);
    expect(within(epilepsy).getByRole('radio', { name: 'ไม่มี' })).toHaveProperty('checked', false);

    await user.type(within(dialog).getByRole('textbox', { name: /^คำนำหน้า/ }), '{ArrowDown}{Enter}');
    await fill(within(dialog).getByLabelText(/^ชื่อ/), 'สมชาย');
    await fill(within(dialog).getByLabelText(/^นามสกุล/), 'ใจดี');
    await fill(within(dialog).getByLabelText(/^เลขประจำตัวประชาชน 13 หลัก/), '1101701234561');

    await user.click(
      within(within(dialog).getByRole('radiogroup', { name: 'โรคประจำตัว' })).getByRole('radio', { name: 'ไม่มี' }),
    );
    // (The arrow keys between ไม่มี and มี are checked in a real browser, e2e/specs/booking.spec.ts.)
    const accident = within(dialog).getByRole('radiogroup', { name: 'อุบัติเหตุ และ ผ่าตัด' });
    await user.click(within(accident).getByRole('radio', { name: 'มี' }));
    await fill(within(dialog).getByLabelText(/^ระบุอุบัติเหตุ และ ผ่าตัด/), 'ผ่าตัดไส้ติ่ง พ.ศ. 2560');
    await user.click(within(epilepsy).getByRole('radio', { name: 'มี' }));

    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(await within(dialog).findByText('กรุณาระบุรายละเอียด')).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/^ระบุโรคลมชัก/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await fill(within(dialog).getByLabelText(/^ระบุโรคลมชัก/), 'ไม่มีอาการชักมา 3 ปี');
    expect(within(dialog).queryByText('กรุณาระบุรายละเอียด')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(sent(api, 'POST')).toMatchObject({ firstName: 'สมชาย', idNumber: '1101701234561' });
    // Questions left unanswered are not sent.
    expect(sent(api, 'POST').healthHistory).toEqual({
      chronicDisease: { has: false, detail: null },
      accidentSurgery: { has: true, detail: 'ผ่าตัดไส้ติ่ง พ.ศ. 2560' },
      epilepsy: { has: true, detail: 'ไม่มีอาการชักมา 3 ปี' },
    });
  }, 30_000);

  it('does not ask epilepsy on the general form, shows what was answered and keeps it when edited', async () => {
    const answered = makeExaminee({
      healthHistory: {
        chronicDisease: { has: true, detail: 'ความดันโลหิตสูง' },
        hospitalAdmission: { has: false, detail: null },
      },
    });
    const general = makeBooking({ examinees: [answered] });
    const api = show(general, {
      [`PUT /api/bookings/${BOOKING_ID}/examinees/${EXAMINEE_ID}`]: ok(general),
    });

    await user.click(await screen.findByRole('button', { name: 'แก้ไขข้อมูล นายสมชาย ใจดี' }, { timeout: 4000 }));
    const dialog = await screen.findByRole('dialog');
    expect(questions(dialog)).toEqual(['โรคประจำตัว', 'อุบัติเหตุ และ ผ่าตัด', 'เคยเข้ารับการรักษาในโรงพยาบาล', 'ประวัติอื่นที่สำคัญ']);
    expect(within(dialog).queryByRole('radiogroup', { name: 'โรคลมชัก' })).toBeNull();
    expect(within(dialog).queryByText(/อาการชัก/)).toBeNull();
    expect(
      within(within(dialog).getByRole('radiogroup', { name: 'โรคประจำตัว' })).getByRole('radio', { name: 'มี' }),
    ).toHaveProperty('checked', true);
    expect(within(dialog).getByLabelText(/^ระบุโรคประจำตัว/)).toHaveProperty('value', 'ความดันโลหิตสูง');

    // Switching to ไม่มี drops the detail from what is sent.
    await user.click(
      within(within(dialog).getByRole('radiogroup', { name: 'โรคประจำตัว' })).getByRole('radio', { name: 'ไม่มี' }),
    );
    expect(within(dialog).queryByLabelText(/^ระบุโรคประจำตัว/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(sent(api, 'PUT').healthHistory).toEqual({
      chronicDisease: { has: false, detail: null },
      hospitalAdmission: { has: false, detail: null },
    });
  }, 30_000);
});
