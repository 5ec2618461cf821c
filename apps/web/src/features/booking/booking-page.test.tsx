import { bangkokToday } from '@jongdee/contracts/thai-format';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../api/client.ts';
import { monthOf } from '../../components/slot-picker.tsx';
import { routes } from '../../router.tsx';
import { BOOKING_ID, CLINIC_ID, makeBooking, makeConsents, makeUser, ok, SERVICE_ID } from '../../test/fixtures.ts';
import { fakeApi, renderRoutes } from '../../test/render.tsx';
import { bookingTotal, priceRange } from './booking-math.ts';
import { makeClinic, makeExaminee, makeService } from './booking-test-data.ts';

afterEach(() => vi.unstubAllGlobals());

// No pause between keys: the booking form is long to fill in.
const user = userEvent.setup({ delay: null });

describe('the booking total', () => {
  it('is unit price × count, and nothing while the count is not a whole number from 1 to 200', () => {
    expect(bookingTotal(80000, 3)).toBe(240000);
    expect(bookingTotal(80000, 200)).toBe(16_000_000);
    expect(bookingTotal(80000, 0)).toBeNull();
    expect(bookingTotal(80000, 201)).toBeNull();
    expect(bookingTotal(80000, 1.5)).toBeNull();
    expect(bookingTotal(80000, '')).toBeNull();
    expect(bookingTotal(null, 3)).toBeNull();
  });

  it("gives a service's price range over the clinics that offer it", () => {
    const dearer = makeClinic({
      id: '0193a1b2-c3d4-7e5f-8a9b-0000000000ff',
      services: [
        {
          serviceId: SERVICE_ID,
          name: 'x',
          description: null,
          requirements: null,
          certificateType: 'general',
          price: 120000,
          isActive: true,
        },
      ],
    });
    expect(priceRange([makeClinic(), dearer], SERVICE_ID)).toEqual({ min: 80000, max: 120000 });
    expect(priceRange([makeClinic()], 'another')).toBeNull();
  });
});

const today = bangkokToday();
const monthPath = `GET /api/clinics/${CLINIC_ID}/availability/month?serviceId=${SERVICE_ID}&month=${monthOf(today)}`;
const dayPath = `GET /api/clinics/${CLINIC_ID}/availability?serviceId=${SERVICE_ID}&date=${today}`;
const slot = (time: string, remaining: number) => ({
  time,
  startsAt: `${today}T${time}:00+07:00`,
  capacity: 10,
  booked: 10 - remaining,
  remaining,
  state: remaining > 0 ? 'open' : 'full',
});
const day = (slots: ReturnType<typeof slot>[]) =>
  ok({
    clinicId: CLINIC_ID,
    serviceId: SERVICE_ID,
    date: today,
    timeZone: 'Asia/Bangkok',
    closedReason: null,
    price: 80000,
    slots,
  });

/** The slot buttons, once the day's slots have arrived (queried inside the group: the whole page is slow to search). */
async function slotGroup() {
  const group = await screen.findByRole('group', { name: 'เวลา' }, { timeout: 4000 });
  await within(group).findAllByRole('button', {}, { timeout: 4000 });
  return group;
}

/** The page's first paint, on a machine busy with other work: its chunks and the catalogue load first. */
const FIRST_PAINT = { timeout: 10_000 };

const DRIVING_ID = '0193a1b2-c3d4-7e5f-8a9b-0000000000d1';
const services = [
  makeService({
    description: 'ตรวจร่างกายทั่วไป วัดความดัน ชีพจร ส่วนสูง น้ำหนัก',
    requirements: 'บัตรประชาชนตัวจริง',
  }),
  makeService({
    id: DRIVING_ID,
    code: 'DRV',
    name: 'ใบรับรองแพทย์สำหรับใบอนุญาตขับรถ',
    certificateType: 'driving_licence',
    description: 'ตรวจร่างกายตามแบบฟอร์มกรมการขนส่งทางบก 5 โรค',
    requirements: 'บัตรประชาชนตัวจริง\nแว่นสายตา (ถ้าใช้)',
  }),
];
const clinic = makeClinic({
  address: '1 ถนนสีลม แขวงสีลม เขตบางรัก 10500',
  openingHours: [
    null,
    ...Array.from({ length: 5 }, () => ({ open: '08:00', close: '16:00' })),
    { open: '08:00', close: '12:00' },
  ],
  cancellationPolicy: 'ยกเลิกได้ถึง 24 ชั่วโมงก่อนเวลานัด\nคืนเงินเต็มจำนวนภายใน 7 วันทำการ',
});

function bookingApi(extra: Parameters<typeof fakeApi>[0] = {}, user = makeUser()) {
  return fakeApi({
    'GET /api/auth/me': ok({ user }),
    'GET /api/services': ok(services),
    'GET /api/clinics': ok([clinic]),
    [monthPath]: ok({ month: monthOf(today), days: [{ date: today, state: 'open', remaining: 18 }] }),
    'GET /api/auth/consents': ok(makeConsents('granted')),
    ...extra,
  });
}

/** Taps the general service and the clinic, as a phone does: each list folds into its choice. */
async function chooseServiceAndClinic() {
  await user.click(await screen.findByRole('radio', { name: 'ใบรับรองแพทย์ทั่วไป' }, FIRST_PAINT));
  await user.click(await screen.findByRole('radio', { name: 'คลินิกจองดี สาขาสีลม' }, FIRST_PAINT));
}

/** The one request sent with this method, by its body. */
const posted = (api: ReturnType<typeof fakeApi>) => api.calls.filter((call) => call.method === 'POST');

describe('quick booking', () => {
  it('chooses nothing for the customer: asks for a service, saying what each includes', async () => {
    localStorage.setItem(TOKEN_KEY, 'token');
    vi.stubGlobal('fetch', bookingApi().fetch);
    renderRoutes(routes, '/booking');

    const general = await screen.findByRole('radio', { name: 'ใบรับรองแพทย์ทั่วไป' }, FIRST_PAINT);
    const driving = screen.getByRole('radio', { name: 'ใบรับรองแพทย์สำหรับใบอนุญาตขับรถ' });
    expect(general.getAttribute('aria-checked')).toBe('false');
    expect(driving.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText(/^เลือกบริการที่ต้องการตรวจ/)).toBeTruthy();
    expect(within(driving).getByText('ตรวจร่างกายตามแบบฟอร์มกรมการขนส่งทางบก 5 โรค')).toBeTruthy();
    // Steps 2–4 and the bar come a render after the title and step 1 (useAfterFirstPaint).
    expect(await screen.findByText(/^เลือกบริการในข้อ 1 ก่อน/)).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'คลินิกจองดี สาขาสีลม' })).toBeNull();
    const bar = await screen.findByTestId('booking-summary-bar');
    expect(within(bar).getByTestId('booking-total').textContent).toBe('–');
    expect(within(bar).getByText('เลือกบริการและคลินิกเพื่อดูราคา')).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'ยืนยันการจอง' })).toBeTruthy();
  }, 30_000);

  it('lists the clinics offering the chosen service from the catalogue it already has, asking nothing more', async () => {
    localStorage.setItem(TOKEN_KEY, 'token');
    const drivingOnly = makeClinic({
      id: '0193a1b2-c3d4-7e5f-8a9b-0000000000c2',
      code: 'CNX1',
      name: 'คลินิกจองดี สาขาเชียงใหม่',
      services: [
        {
          serviceId: DRIVING_ID,
          name: 'ใบรับรองแพทย์สำหรับใบอนุญาตขับรถ',
          description: null,
          requirements: null,
          certificateType: 'driving_licence',
          price: 60000,
          isActive: true,
        },
      ],
    });
    const api = bookingApi({ 'GET /api/clinics': ok([clinic, drivingOnly]) });
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes(routes, '/booking');

    await user.click(await screen.findByRole('radio', { name: 'ใบรับรองแพทย์ทั่วไป' }, FIRST_PAINT));
    expect(await screen.findByRole('radio', { name: 'คลินิกจองดี สาขาสีลม' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'คลินิกจองดี สาขาเชียงใหม่' })).toBeNull();

    await user.click(screen.getByRole('button', { name: /^เปลี่ยนบริการ/ }));
    await user.click(screen.getByRole('radio', { name: 'ใบรับรองแพทย์สำหรับใบอนุญาตขับรถ' }));
    expect(await screen.findByRole('radio', { name: 'คลินิกจองดี สาขาเชียงใหม่' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'คลินิกจองดี สาขาสีลม' })).toBeNull();
    expect(api.calls.filter((call) => call.path.startsWith('/api/clinics?'))).toEqual([]);
  }, 30_000);

  it('says what is missing when confirmed before choosing, and sends nothing', async () => {
    localStorage.setItem(TOKEN_KEY, 'token');
    const api = bookingApi({}, makeUser({ phone: '' }));
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes(routes, '/booking');
    await screen.findByRole('radio', { name: 'ใบรับรองแพทย์ทั่วไป' }, FIRST_PAINT);
    await user.click(await screen.findByRole('button', { name: 'ยืนยันการจอง' }));
    expect(await screen.findByText('กรุณาเลือกบริการ')).toBeTruthy();
    // An empty phone asks for it rather than quoting the format rule.
    expect(screen.getByText('กรุณากรอกเบอร์มือถือ')).toBeTruthy();
    expect(screen.queryByText(/ต้องเป็นตัวเลข 10 หลัก/)).toBeNull();
    expect(posted(api)).toEqual([]);
  }, 30_000);

  it('shows the chosen service and clinic with their facts, updates the total live and books in one submit', async () => {
    localStorage.setItem(TOKEN_KEY, 'token');
    const api = bookingApi({
      [dayPath]: day([slot('09:00', 0), slot('10:00', 8)]),
      'POST /api/bookings': { status: 201, body: { success: true, data: makeBooking() } },
      [`GET /api/bookings/${BOOKING_ID}`]: ok(makeBooking()),
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderRoutes(routes, '/booking');
    await chooseServiceAndClinic();

    // The service's list folded into the choice: what it includes and what to bring.
    const chosen = screen.getByTestId('chosen-service');
    expect(within(chosen).getByText('ใบรับรองแพทย์ทั่วไป')).toBeTruthy();
    expect(within(chosen).getByText('ตรวจร่างกายทั่วไป วัดความดัน ชีพจร ส่วนสูง น้ำหนัก')).toBeTruthy();
    expect(within(chosen).getByText('บัตรประชาชนตัวจริง')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'ใบรับรองแพทย์สำหรับใบอนุญาตขับรถ' })).toBeNull();

    // The clinic's facts and policy, before anything is confirmed.
    const facts = screen.getByTestId('clinic-facts');
    expect(within(facts).getByText('฿800.00 / คน')).toBeTruthy();
    expect(within(facts).getByText('1 ถนนสีลม แขวงสีลม เขตบางรัก กรุงเทพมหานคร 10500')).toBeTruthy();
    expect(within(facts).getByRole('link', { name: 'เปิดแผนที่' }).getAttribute('href')).toBe(
      'https://maps.example.com/silom',
    );
    expect(within(facts).getByRole('link', { name: '021234567' }).getAttribute('href')).toBe('tel:021234567');
    expect(within(facts).getByText('จันทร์–ศุกร์ 08:00–16:00')).toBeTruthy();
    expect(within(facts).getByText('เสาร์ 08:00–12:00')).toBeTruthy();
    expect(within(facts).getByText('อาทิตย์ ปิด')).toBeTruthy();
    expect(within(facts).getByText('นโยบายการยกเลิกและคืนเงิน')).toBeTruthy();
    expect(within(facts).getByText(/ยกเลิกได้ถึง 24 ชั่วโมงก่อนเวลานัด/)).toBeTruthy();

    // The first open day and the first slot with room.
    const slots = await slotGroup();
    expect(within(slots).getByRole('button', { name: /09:00\s*เต็ม/ })).toHaveProperty('disabled', true);
    await waitFor(() =>
      expect(
        within(slots)
          .getByRole('button', { name: /10:00\s*เหลือ 8 ที่/ })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );

    const total = screen.getByTestId('booking-total');
    expect(total.textContent).toBe('฿800.00');
    const count = screen.getByLabelText(/^จำนวนผู้เข้าตรวจ/);
    await user.clear(count);
    await user.type(count, '3');
    expect(total.textContent).toBe('฿2,400.00');
    expect(screen.getByText('3 คน × ฿800.00')).toBeTruthy();
    expect(screen.getByText('กรอกรายชื่อ 3 คนภายหลังในหน้ารายละเอียดการจอง')).toBeTruthy();

    // Contact comes from the signed-in person.
    expect(screen.getByLabelText(/^ชื่อผู้ติดต่อ/)).toHaveProperty('value', 'สมชาย ใจดี');
    await user.click(screen.getByRole('button', { name: 'ยืนยันการจอง' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/booking/${BOOKING_ID}`));
    expect(posted(api)[0]?.body).toEqual({
      clinicId: CLINIC_ID,
      serviceId: SERVICE_ID,
      appointmentDate: today,
      slotTime: '10:00',
      examineeCount: 3,
      contactName: 'สมชาย ใจดี',
      contactPhone: '0812345678',
      note: null,
      examinees: [],
      receipt: null,
    });
    // The toasts' container loads with the first toast.
    expect(await screen.findByText('จองสำเร็จ เลขที่การจอง BK-691123-0001', {}, FIRST_PAINT)).toBeTruthy();
  }, 40_000);

  it('never drops "myself": without the id it says so and sends nothing; with it, the person is booked', async () => {
    localStorage.setItem(TOKEN_KEY, 'token');
    const api = bookingApi({
      [dayPath]: day([slot('10:00', 8)]),
      'POST /api/bookings': { status: 201, body: { success: true, data: makeBooking() } },
      [`GET /api/bookings/${BOOKING_ID}`]: ok(makeBooking()),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes(routes, '/booking');
    await chooseServiceAndClinic();
    const slots = await slotGroup();
    await waitFor(() =>
      expect(within(slots).getByRole('button', { name: /10:00/ }).getAttribute('aria-pressed')).toBe('true'),
    );

    await user.click(screen.getByRole('checkbox', { name: /^จองให้ตัวเอง/ }));
    await user.type(screen.getByRole('textbox', { name: /^คำนำหน้า/ }), '{ArrowDown}{Enter}');
    await user.click(screen.getByRole('button', { name: 'ยืนยันการจอง' }));
    expect(await screen.findByText('กรุณากรอกเลขประจำตัวประชาชน 13 หลัก เพื่อเพิ่มคุณเป็นผู้เข้าตรวจ')).toBeTruthy();
    expect(posted(api)).toEqual([]);

    await user.type(screen.getByLabelText(/^เลขประจำตัวประชาชน 13 หลัก/), '1101701234561');
    expect(screen.getByText('นายสมชาย ใจดี')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'ยืนยันการจอง' }));
    await waitFor(() => expect(posted(api)).toHaveLength(1));
    expect(posted(api)[0]?.body).toMatchObject({
      examineeCount: 1,
      examinees: [
        {
          title: 'นาย',
          firstName: 'สมชาย',
          lastName: 'ใจดี',
          idType: 'thai_id',
          idNumber: '1101701234561',
          nationality: 'ไทย',
          phone: '0812345678',
        },
      ],
    });
  }, 40_000);

  it('asks for a receipt in the company’s name with the profile’s details, checks the tax id and sends it', async () => {
    localStorage.setItem(TOKEN_KEY, 'token');
    const company = makeUser({
      companyName: 'บริษัท จองดี จำกัด',
      taxId: '0105561234560',
      address: '99 ถนนสาทร กรุงเทพมหานคร 10120',
    });
    const api = bookingApi(
      {
        [dayPath]: day([slot('10:00', 8)]),
        'POST /api/bookings': { status: 201, body: { success: true, data: makeBooking() } },
        [`GET /api/bookings/${BOOKING_ID}`]: ok(makeBooking()),
      },
      company,
    );
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes(routes, '/booking');
    await chooseServiceAndClinic();
    await slotGroup();

    await user.click(screen.getByRole('checkbox', { name: /^ต้องการใบเสร็จในนามบริษัท/ }));
    expect(screen.getByLabelText(/^ชื่อบริษัท/)).toHaveProperty('value', 'บริษัท จองดี จำกัด');
    expect(screen.getByLabelText(/^ที่อยู่บริษัท/)).toHaveProperty('value', '99 ถนนสาทร กรุงเทพมหานคร 10120');
    const taxId = screen.getByLabelText(/^เลขประจำตัวผู้เสียภาษี 13 หลัก/);
    expect(taxId).toHaveProperty('value', '0105561234560');
    await user.clear(taxId);
    await user.type(taxId, '0105561234561');
    await user.click(screen.getByRole('button', { name: 'ยืนยันการจอง' }));
    expect(await screen.findByText('เลขประจำตัวผู้เสียภาษีต้องเป็นตัวเลข 13 หลักที่ถูกต้อง')).toBeTruthy();
    expect(posted(api)).toEqual([]);

    await user.clear(taxId);
    await user.type(taxId, '0-1055-61234-56-0');
    await user.click(screen.getByRole('button', { name: 'ยืนยันการจอง' }));
    await waitFor(() => expect(posted(api)).toHaveLength(1));
    expect(posted(api)[0]?.body).toMatchObject({
      receipt: { name: 'บริษัท จองดี จำกัด', taxId: '0105561234560', address: '99 ถนนสาทร กรุงเทพมหานคร 10120' },
    });
  }, 40_000);

  it('keeps what was typed when the slot fills up meanwhile, shows the fresh slots and asks for another time', async () => {
    localStorage.setItem(TOKEN_KEY, 'token');
    const api = bookingApi({
      [dayPath]: [day([slot('09:00', 2), slot('10:00', 5)]), day([slot('09:00', 0), slot('10:00', 5)])],
      'POST /api/bookings': {
        status: 409,
        body: { success: false, code: 'SLOT_FULL', error: 'ช่วงเวลานี้เต็มแล้ว กรุณาเลือกเวลาอื่น' },
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes(routes, '/booking');
    await chooseServiceAndClinic();
    const slots = await slotGroup();
    await waitFor(() =>
      expect(
        within(slots)
          .getByRole('button', { name: /09:00\s*เหลือ 2 ที่/ })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    await user.type(screen.getByLabelText(/^หมายเหตุถึงคลินิก/), 'ขอคิวติดกัน');
    await user.click(screen.getByRole('button', { name: 'ยืนยันการจอง' }));

    expect(await screen.findByText('ช่วงเวลานี้เต็มแล้ว กรุณาเลือกเวลาอื่น')).toBeTruthy();
    expect(within(slots).getByRole('alert').textContent).toMatch(/กรุณาเลือกเวลาอื่น/);
    expect(await within(slots).findByRole('button', { name: /09:00\s*เต็ม/ })).toHaveProperty('disabled', true);
    expect(within(slots).getByRole('button', { name: /10:00/ }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByLabelText(/^หมายเหตุถึงคลินิก/)).toHaveProperty('value', 'ขอคิวติดกัน');
  }, 30_000);
});

describe('booking without health-data consent', () => {
  const CONSENT_DIALOG = { name: 'ความยินยอมให้ใช้ข้อมูลสุขภาพ' };
  const grantReply = ok({
    consents: makeConsents('granted'),
    message: 'บันทึกความยินยอม "ประมวลผลข้อมูลส่วนบุคคลและข้อมูลสุขภาพเพื่อให้บริการตรวจสุขภาพ" แล้ว',
  });

  it('says so above the form of an account never asked, and takes the consent right there', async () => {
    localStorage.setItem(TOKEN_KEY, 'token');
    const api = bookingApi({
      [dayPath]: day([slot('10:00', 8)]),
      'GET /api/auth/consents': ok(makeConsents('not_given')),
      'POST /api/auth/consents': grantReply,
    });
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes(routes, '/booking');
    const notice = await screen.findByTestId('booking-consent-notice', {}, FIRST_PAINT);
    expect(within(notice).getByText('ต้องให้ความยินยอมก่อนจองตรวจสุขภาพ')).toBeTruthy();
    await user.click(within(notice).getByRole('button', { name: 'อ่านและให้ความยินยอม' }));
    const dialog = await screen.findByRole('dialog', CONSENT_DIALOG);
    expect(within(dialog).getByText(/ข้อมูลที่กรอกไว้ยังอยู่ครบ/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'ยินยอม' }));

    await waitFor(() => expect(screen.queryByTestId('booking-consent-notice')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('dialog', CONSENT_DIALOG)).toBeNull());
    expect(posted(api)[0]?.body).toEqual({ purpose: 'health_data', granted: true });
  }, 30_000);

  it('reminds someone who withdrew it when, in the Buddhist Era, and offers to give it again', async () => {
    localStorage.setItem(TOKEN_KEY, 'token');
    vi.stubGlobal('fetch', bookingApi({ 'GET /api/auth/consents': ok(makeConsents('withdrawn')) }).fetch);
    renderRoutes(routes, '/booking');
    const notice = await screen.findByTestId('booking-consent-notice', {}, FIRST_PAINT);
    expect(within(notice).getByText(/ถอนความยินยอม.*เมื่อ 20 พ\.ย\. 2569/)).toBeTruthy();
    expect(within(notice).getByRole('button', { name: 'ให้ความยินยอมอีกครั้ง' })).toBeTruthy();
  }, 30_000);

  it('asks for it on the spot when the server refuses the booking for lack of it, keeping what was typed', async () => {
    localStorage.setItem(TOKEN_KEY, 'token');
    const api = bookingApi({
      [dayPath]: day([slot('10:00', 8)]),
      // Granted when the page opened; withdrawn in another tab before the submit.
      'GET /api/auth/consents': [ok(makeConsents('granted')), ok(makeConsents('withdrawn'))],
      'POST /api/bookings': {
        status: 409,
        body: {
          success: false,
          code: 'HEALTH_CONSENT_REQUIRED',
          error: 'เจ้าของบัญชียังไม่ได้ให้ความยินยอม กรุณาให้ความยินยอมที่หน้าโปรไฟล์',
        },
      },
      'POST /api/auth/consents': grantReply,
    });
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes(routes, '/booking');
    await chooseServiceAndClinic();
    const slots = await slotGroup();
    await waitFor(() =>
      expect(within(slots).getByRole('button', { name: /10:00/ }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(screen.queryByTestId('booking-consent-notice')).toBeNull();
    await user.type(screen.getByLabelText(/^หมายเหตุถึงคลินิก/), 'มาช่วงเช้า');
    await user.click(screen.getByRole('button', { name: 'ยืนยันการจอง' }));

    const dialog = await screen.findByRole('dialog', CONSENT_DIALOG);
    // The refusal's "go to the profile" is not shown: the consent is asked here instead.
    expect(screen.queryByText(/กรุณาให้ความยินยอมที่หน้าโปรไฟล์/)).toBeNull();
    expect(await screen.findByTestId('booking-consent-notice')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'ยินยอม' }));
    await waitFor(() => expect(screen.queryByRole('dialog', CONSENT_DIALOG)).toBeNull());
    expect(screen.getByLabelText(/^หมายเหตุถึงคลินิก/)).toHaveProperty('value', 'มาช่วงเช้า');
  }, 30_000);
});

describe('the examinee form on the booking detail', () => {
  it('refuses a Thai id whose check digit is wrong, in Thai, before sending', async () => {
    localStorage.setItem(TOKEN_KEY, 'token');
    const withExaminee = makeBooking({ examinees: [makeExaminee()] });
    const api = fakeApi({
      'GET /api/auth/me': ok({ user: makeUser() }),
      [`GET /api/bookings/${BOOKING_ID}`]: ok(makeBooking()),
      [`POST /api/bookings/${BOOKING_ID}/examinees`]: ok(withExaminee),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes(routes, `/booking/${BOOKING_ID}`);

    expect(await screen.findByText('รอชำระเงิน')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ชำระเงิน' }).getAttribute('href')).toBe(`/payment/${BOOKING_ID}`);
    expect(screen.getByText('กรอกแล้ว 0 จาก 3 คน')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'เพิ่มผู้เข้าตรวจ' }));
    const dialog = await screen.findByRole('dialog');
    // The title select by keyboard: the first title, นาย.
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^คำนำหน้า/ }), '{ArrowDown}{Enter}');
    expect(within(dialog).getByRole('textbox', { name: /^คำนำหน้า/ })).toHaveProperty('value', 'นาย');
    await userEvent.type(within(dialog).getByLabelText(/^ชื่อ/), 'สมชาย');
    await userEvent.type(within(dialog).getByLabelText(/^นามสกุล/), 'ใจดี');
    await userEvent.type(within(dialog).getByLabelText(/^เลขประจำตัวประชาชน 13 หลัก/), '1101701234562');
    await userEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(await within(dialog).findByText('เลขประจำตัวประชาชนไม่ถูกต้อง กรุณาตรวจสอบ 13 หลักอีกครั้ง')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    const idField = within(dialog).getByLabelText(/^เลขประจำตัวประชาชน 13 หลัก/);
    await userEvent.clear(idField);
    await userEvent.type(idField, '1-1017-01234-56-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('เพิ่มผู้เข้าตรวจแล้ว')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      title: 'นาย',
      idType: 'thai_id',
      idNumber: '1101701234561',
      nationality: 'ไทย',
      birthDate: null,
    });
    expect(await screen.findByText('x-xxxx-xxxxx-56-1')).toBeTruthy();
    expect(screen.getByText('กรอกแล้ว 1 จาก 3 คน')).toBeTruthy();
  }, 20_000);
});
