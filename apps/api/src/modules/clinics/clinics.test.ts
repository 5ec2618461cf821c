/**
 * One file on purpose: the admin's clinics, doctors and services and the public catalogue and
 * availability built from them share one app, one service and the helpers below (set up once); its
 * length is cases, and splitting it would repeat that setup per file.
 */
import {
  type AvailabilityMonth,
  type ClinicBody,
  type ClinicDetail,
  DEFAULT_CANCELLATION_POLICY,
  isValidThaiId,
  type Service,
  type Slot,
} from '@jongdee/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, slotUsage } from '../../db/schema.ts';
import { addDays, bangkokToday, slotStart, weekday } from '../../lib/clinic-time.ts';
import { createBookingAs } from '../../test/booking-factory.ts';
import {
  createTestClinic,
  EIGHT_TO_FIVE_SLOTS,
  EVERY_DAY_8_TO_5,
  TEST_RECEIVER,
  uniqueCode,
} from '../../test/clinic-factory.ts';
import { bearer, registerUser, signInAsNewAdmin, useTestApp } from '../../test/helpers.ts';
import { AVAILABILITY_TTL_MS } from './catalogue-cache.ts';
import { seedClinicDemo } from './clinics.demo.ts';

const ctx = useTestApp();
let adminToken: string;
let adminId: string;
let userToken: string;
let service: Service;

beforeAll(async () => {
  const admin = await signInAsNewAdmin(ctx);
  adminToken = admin.token;
  adminId = admin.user.id;
  userToken = (await registerUser(ctx.app)).token;
  service = await createServiceAsAdmin();
});

const today = () => bangkokToday();
const MON_TO_SAT = [null, ...Array.from({ length: 6 }, () => ({ open: '08:00', close: '16:00' }))];

async function createServiceAsAdmin(overrides: Record<string, unknown> = {}): Promise<Service> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/services',
    headers: bearer(adminToken),
    payload: {
      code: uniqueCode('SV'),
      name: 'ใบรับรองแพทย์ทั่วไป',
      certificateType: 'general',
      description: 'ตรวจร่างกายทั่วไปและออกใบรับรองแพทย์',
      requirements: 'บัตรประชาชน',
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

function clinicBody(overrides: Partial<ClinicBody> = {}): ClinicBody {
  return {
    code: uniqueCode('BKK'),
    name: 'คลินิกเวชกรรมจองดี สาขาสีลม',
    address: '123 ถนนสีลม แขวงสุริยวงศ์ เขตบางรัก กรุงเทพมหานคร 10500',
    province: 'กรุงเทพมหานคร',
    phone: '02-123-4567',
    email: 'Silom@Example.com',
    mapUrl: 'https://maps.google.com/?q=13.7279,100.5241',
    openingHours: MON_TO_SAT,
    slotMinutes: 60,
    capacityPerSlot: 12,
    closedDates: [],
    paymentReceiver: { ...TEST_RECEIVER },
    services: [{ serviceId: service.id, price: 15_000 }],
    ...overrides,
  };
}

async function createClinic(overrides: Partial<ClinicBody> = {}): Promise<ClinicDetail> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/clinics',
    headers: bearer(adminToken),
    payload: clinicBody(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

async function availability(clinicId: string, serviceId: string, date: string) {
  return get(`/api/clinics/${clinicId}/availability?serviceId=${serviceId}&date=${date}`);
}

async function fillSlot(clinicId: string, date: string, slotTime: string, booked: number) {
  await ctx.database.db.insert(slotUsage).values({ clinicId, date, slotTime, booked });
}

describe('admin: clinics', () => {
  it('creates a clinic with hours, closed dates, services, receiver; normalises input; audits it', async () => {
    const closedDate = addDays(today(), 10);
    const clinic = await createClinic({
      code: ' bkk-test-1 ',
      closedDates: [{ date: closedDate, reason: 'วันหยุดประจำปี' }],
    });
    expect(clinic).toMatchObject({
      code: 'BKK-TEST-1',
      phone: '021234567',
      email: 'silom@example.com',
      openingHours: MON_TO_SAT,
      slotMinutes: 60,
      capacityPerSlot: 12,
      closedDates: [{ date: closedDate, reason: 'วันหยุดประจำปี' }],
      paymentReceiver: { promptPayId: '0812345678', bankCode: '004', accountNumber: '1234567890' },
      services: [
        { serviceId: service.id, name: service.name, certificateType: 'general', price: 15_000, isActive: true },
      ],
      doctors: [],
      isActive: true,
    });
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'clinic'), eq(auditLog.entityId, clinic.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: adminId, action: 'clinic.create' });
    expect(audits[0]?.after).toMatchObject({ code: 'BKK-TEST-1' });
  });

  it('refuses a code already used (409 CLINIC_CODE_TAKEN), on create and on update', async () => {
    const first = await createClinic();
    const second = await createClinic();
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/clinics',
      headers: bearer(adminToken),
      payload: clinicBody({ code: first.code.toLowerCase() }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CLINIC_CODE_TAKEN', error: 'รหัสคลินิกนี้ถูกใช้แล้ว กรุณาใช้รหัสอื่น' });
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/clinics/${second.id}`,
      headers: bearer(adminToken),
      payload: clinicBody({ code: first.code }),
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().code).toBe('CLINIC_CODE_TAKEN');
  });

  const invalid: [string, Partial<ClinicBody> | ((body: ClinicBody) => unknown), string, string][] = [
    ['a code with Thai letters', { code: 'คลินิก' }, 'code', 'รหัสคลินิกใช้ตัวอักษรอังกฤษ'],
    ['an empty name', { name: '  ' }, 'name', 'กรุณากรอกชื่อคลินิก'],
    ['a name too long', { name: 'ก'.repeat(201) }, 'name', 'ชื่อคลินิกต้องไม่เกิน 200 ตัวอักษร'],
    ['no address', (body) => ({ ...body, address: undefined }), 'address', 'กรุณากรอกที่อยู่'],
    ['a bad phone', { phone: '12345' }, 'phone', 'เบอร์โทรศัพท์ต้องเป็นตัวเลข'],
    ['a bad email', { email: 'not-an-email' }, 'email', 'รูปแบบอีเมลไม่ถูกต้อง'],
    ['a javascript: map link', { mapUrl: 'javascript:alert(1)' }, 'mapUrl', 'ลิงก์แผนที่ต้องขึ้นต้นด้วย'],
    ['six weekdays of hours', { openingHours: MON_TO_SAT.slice(1) }, 'openingHours', 'ต้องระบุเวลาทำการครบ 7 วัน'],
    [
      'closing before opening',
      { openingHours: [null, { open: '16:00', close: '08:00' }, null, null, null, null, null] },
      'openingHours.1.close',
      'เวลาปิดต้องหลังเวลาเปิด',
    ],
    [
      'a time that is not a time',
      { openingHours: [null, { open: '8am', close: '16:00' }, null, null, null, null, null] },
      'openingHours.1.open',
      'รูปแบบเวลาไม่ถูกต้อง',
    ],
    ['25-minute slots', { slotMinutes: 25 as 30 }, 'slotMinutes', 'ความยาวช่วงเวลาต้องเป็น'],
    ['no capacity', { capacityPerSlot: 0 }, 'capacityPerSlot', 'รับได้อย่างน้อย 1 คนต่อช่วงเวลา'],
    ['a capacity of 501', { capacityPerSlot: 501 }, 'capacityPerSlot', 'รับได้ไม่เกิน 500 คนต่อช่วงเวลา'],
    ['a bad closed date', { closedDates: [{ date: '2026-13-45', reason: null }] }, 'closedDates.0.date', 'วันที่'],
    [
      'a closed date twice',
      (body) => ({
        ...body,
        closedDates: [
          { date: addDays(today(), 3), reason: null },
          { date: addDays(today(), 3), reason: 'ซ้ำ' },
        ],
      }),
      'closedDates.1.date',
      'มีวันที่นี้ในรายการวันหยุดแล้ว',
    ],
    [
      'a PromptPay id that is neither a mobile nor a valid tax id',
      { paymentReceiver: { ...TEST_RECEIVER, promptPayId: '1234567890123' } },
      'paymentReceiver.promptPayId',
      'พร้อมเพย์ต้องเป็นเบอร์มือถือ',
    ],
    [
      'an unknown bank',
      { paymentReceiver: { ...TEST_RECEIVER, bankCode: '999' as '004' } },
      'paymentReceiver.bankCode',
      'กรุณาเลือกธนาคาร',
    ],
    [
      'a short account number',
      { paymentReceiver: { ...TEST_RECEIVER, accountNumber: '12345' } },
      'paymentReceiver.accountNumber',
      'เลขที่บัญชีต้องเป็นตัวเลข 10–15 หลัก',
    ],
    [
      'an unknown service',
      { services: [{ serviceId: '0190d6b4-0000-7000-8000-000000000000', price: 100 }] },
      'services.0.serviceId',
      'ไม่พบบริการที่เลือก',
    ],
    [
      'a service twice',
      (body) => ({
        ...body,
        services: [
          { serviceId: service.id, price: 100 },
          { serviceId: service.id, price: 200 },
        ],
      }),
      'services.1.serviceId',
      'เลือกบริการนี้ซ้ำ',
    ],
    [
      'a negative price',
      (body) => ({ ...body, services: [{ serviceId: service.id, price: -1 }] }),
      'services.0.price',
      'ต้องไม่น้อยกว่า 0',
    ],
    [
      'a price in baht with decimals',
      (body) => ({ ...body, services: [{ serviceId: service.id, price: 150.5 }] }),
      'services.0.price',
      'รูปแบบข้อมูลไม่ถูกต้อง',
    ],
  ];

  it.each(invalid)('refuses %s (400, Thai message on the field)', async (_, change, field, message) => {
    const base = clinicBody();
    const payload = typeof change === 'function' ? change(base) : { ...base, ...change };
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/clinics',
      headers: bearer(adminToken),
      payload: payload as object,
    });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const detail = body.details.find((item: { field: string }) => item.field === field);
    expect(detail, JSON.stringify(body.details)).toBeDefined();
    expect(detail.message).toContain(message);
  });

  it('replaces details, hours, closed dates, services and receiver in one PUT; keeps doctors; audits before/after', async () => {
    const other = await createServiceAsAdmin({ name: 'ตรวจสุขภาพก่อนเข้าทำงาน', certificateType: 'pre_employment' });
    const clinic = await createClinic({ closedDates: [{ date: addDays(today(), 5), reason: 'ปิดปรับปรุง' }] });
    const doctor = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/clinics/${clinic.id}/doctors`,
      headers: bearer(adminToken),
      payload: { name: 'นพ.สมชาย ใจดี', licenseNo: 'ว.12345' },
    });
    expect(doctor.statusCode).toBe(201);

    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/clinics/${clinic.id}`,
      headers: bearer(adminToken),
      payload: clinicBody({
        code: clinic.code,
        name: 'คลินิกเวชกรรมจองดี สาขาสีลม (ใหม่)',
        openingHours: EVERY_DAY_8_TO_5,
        slotMinutes: 30,
        capacityPerSlot: 20,
        closedDates: [{ date: addDays(today(), 7), reason: null }],
        services: [{ serviceId: other.id, price: 90_000, isActive: true }],
        paymentReceiver: null,
        email: '',
        mapUrl: null,
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'คลินิกเวชกรรมจองดี สาขาสีลม (ใหม่)',
      openingHours: EVERY_DAY_8_TO_5,
      slotMinutes: 30,
      capacityPerSlot: 20,
      closedDates: [{ date: addDays(today(), 7), reason: null }],
      services: [{ serviceId: other.id, price: 90_000 }],
      paymentReceiver: null,
      email: null,
      mapUrl: null,
      doctors: [{ name: 'นพ.สมชาย ใจดี', licenseNo: 'ว.12345', isActive: true }],
    });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'clinic.update'), eq(auditLog.entityId, clinic.id)));
    expect(audit?.before).toMatchObject({ slotMinutes: 60, capacityPerSlot: 12 });
    expect(audit?.after).toMatchObject({ slotMinutes: 30, capacityPerSlot: 20 });
  });

  it('a failed PUT changes nothing (one transaction)', async () => {
    const clinic = await createClinic({ closedDates: [{ date: addDays(today(), 5), reason: 'เดิม' }] });
    const taken = await createClinic();
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/clinics/${clinic.id}`,
      headers: bearer(adminToken),
      payload: clinicBody({ code: taken.code, closedDates: [], services: [] }),
    });
    expect(response.statusCode).toBe(409);
    const after = (await get(`/api/admin/clinics/${clinic.id}`, adminToken)).json().data;
    expect(after.closedDates).toEqual([{ date: addDays(today(), 5), reason: 'เดิม' }]);
    expect(after.services).toHaveLength(1);
  });

  it('lists every clinic for admins, inactive ones too, with doctors', async () => {
    const inactive = await createClinic({ isActive: false });
    const response = await get('/api/admin/clinics', adminToken);
    expect(response.statusCode).toBe(200);
    const found = response.json().data.find((clinic: ClinicDetail) => clinic.id === inactive.id);
    expect(found).toMatchObject({ isActive: false, doctors: [] });
  });

  it('answers 404 for an unknown clinic, and 400 for an id that is not one', async () => {
    const unknown = '0190d6b4-0000-7000-8000-000000000000';
    for (const response of [
      await get(`/api/admin/clinics/${unknown}`, adminToken),
      await ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/clinics/${unknown}`,
        headers: bearer(adminToken),
        payload: clinicBody(),
      }),
      await ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/clinics/${unknown}/active`,
        headers: bearer(adminToken),
        payload: { isActive: false },
      }),
      await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/clinics/${unknown}/doctors`,
        headers: bearer(adminToken),
        payload: { name: 'นพ.ทดสอบ', licenseNo: 'ว.11111' },
      }),
      await ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/doctors/${unknown}`,
        headers: bearer(adminToken),
        payload: { name: 'นพ.ทดสอบ', licenseNo: 'ว.11111' },
      }),
      await ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/services/${unknown}`,
        headers: bearer(adminToken),
        payload: { code: 'X-1', name: 'x', certificateType: 'other' },
      }),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', error: 'ไม่พบข้อมูลที่ต้องการ' });
    }
    const malformed = await get('/api/admin/clinics/not-a-uuid', adminToken);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details).toEqual([{ field: 'id', message: 'รหัสอ้างอิงไม่ถูกต้อง' }]);
  });

  it('deactivates and reactivates a clinic, audited', async () => {
    const clinic = await createClinic();
    const off = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/clinics/${clinic.id}/active`,
      headers: bearer(adminToken),
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.isActive).toBe(false);
    expect((await get(`/api/clinics/${clinic.id}`)).statusCode).toBe(404);
    const on = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/clinics/${clinic.id}/active`,
      headers: bearer(adminToken),
      payload: { isActive: true },
    });
    expect(on.json().data.isActive).toBe(true);
    expect((await get(`/api/clinics/${clinic.id}`)).statusCode).toBe(200);
    const actions = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, clinic.id))
      .orderBy(asc(auditLog.createdAt));
    expect(actions.map((row) => row.action)).toEqual(['clinic.create', 'clinic.deactivate', 'clinic.activate']);
    const missing = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/clinics/${clinic.id}/active`,
      headers: bearer(adminToken),
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0]).toMatchObject({ field: 'isActive', message: 'กรุณากรอกข้อมูลนี้' });
  });

  it('refuses a user (403) and a visitor (401)', async () => {
    expect((await get('/api/admin/clinics', userToken)).statusCode).toBe(403);
    expect((await get('/api/admin/clinics')).statusCode).toBe(401);
  });
});

describe('admin: legal name, tax id and the cancellation policy', () => {
  const VALID_TAX_ID = '0105560123454';
  const OWN_POLICY = 'ยกเลิกได้ถึง 48 ชั่วโมงก่อนนัด\nคืนเงินเต็มจำนวนภายใน 3 วันทำการ';
  const put = (clinicId: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: `/api/admin/clinics/${clinicId}`, headers: bearer(adminToken), payload });

  it('keeps what staff write (line breaks included), normalises the tax id, and audits the change', async () => {
    const clinic = await createClinic();
    expect(clinic).toMatchObject({ legalName: null, taxId: null, cancellationPolicy: null });
    const response = await put(
      clinic.id,
      clinicBody({
        code: clinic.code,
        legalName: ' บริษัท จองดี เมดิคอล จำกัด ',
        taxId: '0-1055-60123-45-4',
        cancellationPolicy: `  ${OWN_POLICY}  `,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      legalName: 'บริษัท จองดี เมดิคอล จำกัด',
      taxId: VALID_TAX_ID,
      cancellationPolicy: OWN_POLICY,
    });
    const read = await get(`/api/admin/clinics/${clinic.id}`, adminToken);
    expect(read.json().data).toMatchObject({ taxId: VALID_TAX_ID, cancellationPolicy: OWN_POLICY });

    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, clinic.id), eq(auditLog.action, 'clinic.update')));
    expect(audit?.actorId).toBe(adminId);
    expect(audit?.before).toMatchObject({ legalName: null, taxId: null, cancellationPolicy: null });
    expect(audit?.after).toMatchObject({ taxId: VALID_TAX_ID, cancellationPolicy: OWN_POLICY });
  });

  it.each([
    ['taxId', { taxId: '0105560123455' }, 'เลขประจำตัวผู้เสียภาษี'],
    ['taxId', { taxId: '12345' }, 'เลขประจำตัวผู้เสียภาษี'],
    ['cancellationPolicy', { cancellationPolicy: 'ก'.repeat(2001) }, 'ไม่เกิน 2000'],
    ['cancellationPolicy', { cancellationPolicy: 'ยกเลิกได้\u202eเสมอ' }, 'อักขระพิเศษ'],
    ['legalName', { legalName: 'บ'.repeat(201) }, 'ไม่เกิน 200'],
  ] as const)('refuses a bad %s with a Thai 400 and changes nothing', async (field, overrides, message) => {
    const clinic = await createClinic({ taxId: VALID_TAX_ID });
    const response = await put(clinic.id, clinicBody({ code: clinic.code, ...overrides }));
    expect(response.statusCode).toBe(400);
    const detail = response.json().details.find((item: { field: string }) => item.field === field);
    expect(detail?.message).toContain(message);
    expect((await get(`/api/admin/clinics/${clinic.id}`, adminToken)).json().data.taxId).toBe(VALID_TAX_ID);
  });

  it('shows customers the default policy until the clinic writes its own, then its own at once, and the default again when emptied', async () => {
    const clinic = await createClinic();
    const publicPolicy = async () => {
      const listed = (await get('/api/clinics')).json().data.find((item: { id: string }) => item.id === clinic.id);
      const one = (await get(`/api/clinics/${clinic.id}`)).json().data;
      expect(one.cancellationPolicy).toBe(listed.cancellationPolicy);
      return one.cancellationPolicy as string;
    };
    expect(await publicPolicy()).toBe(DEFAULT_CANCELLATION_POLICY);
    expect((await put(clinic.id, clinicBody({ code: clinic.code, cancellationPolicy: OWN_POLICY }))).statusCode).toBe(
      200,
    );
    // The catalogue is cached: the edit cleared it, so the next read already has the clinic's text.
    expect(await publicPolicy()).toBe(OWN_POLICY);
    expect((await put(clinic.id, clinicBody({ code: clinic.code, cancellationPolicy: '   ' }))).statusCode).toBe(200);
    expect(await publicPolicy()).toBe(DEFAULT_CANCELLATION_POLICY);
    // Staff see that it is the default: no text of the clinic's own.
    expect((await get(`/api/admin/clinics/${clinic.id}`, adminToken)).json().data.cancellationPolicy).toBeNull();
  });

  it("gives the catalogue's clinic its facts and each service what it includes and what to bring", async () => {
    const clinic = await createClinic({ legalName: 'บริษัท ลับ จำกัด', taxId: VALID_TAX_ID });
    const one = (await get(`/api/clinics/${clinic.id}`)).json().data;
    expect(one).toMatchObject({
      address: '123 ถนนสีลม แขวงสุริยวงศ์ เขตบางรัก กรุงเทพมหานคร 10500',
      province: 'กรุงเทพมหานคร',
      phone: '021234567',
      mapUrl: 'https://maps.google.com/?q=13.7279,100.5241',
      openingHours: MON_TO_SAT,
    });
    // What receipts print stays with staff.
    expect(one).not.toHaveProperty('legalName');
    expect(one).not.toHaveProperty('taxId');
    expect(one.services).toEqual([
      expect.objectContaining({ description: service.description, requirements: service.requirements }),
    ]);
  });

  it("gives the customer's booking its clinic's hours and policy", async () => {
    const clinic = await createClinic({
      openingHours: EVERY_DAY_8_TO_5,
      cancellationPolicy: OWN_POLICY,
    });
    const booking = await createBookingAs(ctx, userToken, {
      clinicId: clinic.id,
      serviceId: service.id,
      price: 15_000,
    });
    const detail = (await get(`/api/bookings/${booking.id}`, userToken)).json().data;
    expect(detail.clinic).toMatchObject({ openingHours: EVERY_DAY_8_TO_5, cancellationPolicy: OWN_POLICY });
    // A list row keeps to the clinic's name and contact: the policy is read on the booking.
    const row = (await get('/api/bookings', userToken))
      .json()
      .data.items.find((item: { id: string }) => item.id === booking.id);
    expect(row.clinic).not.toHaveProperty('cancellationPolicy');
  });
});

describe('admin: doctors', () => {
  it('adds, edits and deactivates a doctor; the licence is written as ว.NNNNN', async () => {
    const clinic = await createClinic();
    const added = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/clinics/${clinic.id}/doctors`,
      headers: bearer(adminToken),
      payload: { name: ' พญ.สมหญิง รักษา ', licenseNo: 'ว 23456' },
    });
    expect(added.statusCode).toBe(201);
    const doctor = added.json().data;
    expect(doctor).toMatchObject({ clinicId: clinic.id, name: 'พญ.สมหญิง รักษา', licenseNo: 'ว.23456', isActive: true });

    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/doctors/${doctor.id}`,
      headers: bearer(adminToken),
      payload: { name: 'พญ.สมหญิง รักษาดี', licenseNo: 'ว.23456', isActive: false },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'พญ.สมหญิง รักษาดี', isActive: false });
    const detail = (await get(`/api/admin/clinics/${clinic.id}`, adminToken)).json().data;
    expect(detail.doctors).toEqual([edited.json().data]);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, doctor.id))
      .orderBy(asc(auditLog.createdAt));
    expect(audits.map((row) => row.action)).toEqual(['doctor.create', 'doctor.update']);
  });

  it.each([
    [{ name: '', licenseNo: 'ว.12345' }, 'name', 'กรุณากรอกชื่อแพทย์'],
    [{ name: 'นพ.ทดสอบ', licenseNo: '12345' }, 'licenseNo', 'เลขใบอนุญาตประกอบวิชาชีพเวชกรรม เช่น ว.12345'],
    [{ name: 'นพ.ทดสอบ' }, 'licenseNo', 'กรุณากรอกเลขใบอนุญาต'],
  ])('refuses %j (400 on %s)', async (payload, field, message) => {
    const clinic = await createClinic();
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/clinics/${clinic.id}/doctors`,
      headers: bearer(adminToken),
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({ field, message });
  });
});

describe('admin: services', () => {
  it('creates, lists (inactive too) and updates a service; code taken is 409', async () => {
    const created = await createServiceAsAdmin({
      code: 'drv-5',
      name: 'ใบรับรองแพทย์สำหรับใบขับขี่',
      certificateType: 'driving_licence',
    });
    expect(created).toMatchObject({ code: 'DRV-5', certificateType: 'driving_licence', isActive: true });

    const taken = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/services',
      headers: bearer(adminToken),
      payload: { code: 'DRV-5', name: 'ซ้ำ', certificateType: 'general' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'SERVICE_CODE_TAKEN', error: 'รหัสบริการนี้ถูกใช้แล้ว กรุณาใช้รหัสอื่น' });

    const updated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/services/${created.id}`,
      headers: bearer(adminToken),
      payload: { code: 'DRV-5', name: 'ใบรับรองแพทย์ 5 โรค', certificateType: 'driving_licence', isActive: false },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ name: 'ใบรับรองแพทย์ 5 โรค', isActive: false, description: null });

    const all = (await get('/api/admin/services', adminToken)).json().data as Service[];
    expect(all.find((item) => item.id === created.id)?.isActive).toBe(false);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, created.id))
      .orderBy(asc(auditLog.createdAt));
    expect(audits.map((row) => row.action)).toEqual(['service.create', 'service.update']);
  });

  it.each([
    [{ code: 'X', name: 'บริการ', certificateType: 'general' }, 'code', 'รหัสบริการใช้ตัวอักษรอังกฤษ ตัวเลข หรือ - ได้ 2–20 ตัว'],
    [{ code: 'SV-OK', name: '', certificateType: 'general' }, 'name', 'กรุณากรอกชื่อบริการ'],
    [{ code: 'SV-OK', name: 'บริการ', certificateType: 'x-ray' }, 'certificateType', 'ค่าที่ระบุไม่อยู่ในตัวเลือกที่รองรับ'],
    [
      { code: 'SV-OK', name: 'บริการ', certificateType: 'general', description: 'ก'.repeat(1001) },
      'description',
      'รายละเอียดต้องไม่เกิน 1000 ตัวอักษร',
    ],
  ])('refuses %j (400 on %s)', async (payload, field, message) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/services',
      headers: bearer(adminToken),
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({ field, message });
  });
});

describe('public: clinics and services', () => {
  it('lists active clinics with their active services and prices, without doctors or inactive ones', async () => {
    const inactiveService = await createServiceAsAdmin({ name: 'บริการที่ปิดแล้ว', isActive: false });
    const stopped = await createServiceAsAdmin({ name: 'บริการที่คลินิกเลิกให้' });
    const active = await createClinic({
      services: [
        { serviceId: service.id, price: 15_000 },
        { serviceId: inactiveService.id, price: 10_000 },
        { serviceId: stopped.id, price: 20_000, isActive: false },
      ],
      closedDates: [
        { date: addDays(today(), -3), reason: 'ผ่านไปแล้ว' },
        { date: addDays(today(), 3), reason: 'สงกรานต์' },
      ],
    });
    const inactive = await createClinic({ isActive: false });

    const response = await get('/api/clinics');
    expect(response.statusCode).toBe(200);
    const clinics = response.json().data as ClinicDetail[];
    expect(clinics.some((clinic) => clinic.id === inactive.id)).toBe(false);
    const listed = clinics.find((clinic) => clinic.id === active.id);
    expect(listed?.services).toEqual([
      {
        serviceId: service.id,
        name: service.name,
        description: service.description,
        requirements: service.requirements,
        certificateType: 'general',
        price: 15_000,
        isActive: true,
      },
    ]);
    expect(listed?.closedDates).toEqual([{ date: addDays(today(), 3), reason: 'สงกรานต์' }]);
    expect(listed).not.toHaveProperty('doctors');

    const one = await get(`/api/clinics/${active.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual(listed);
    expect((await get(`/api/clinics/${inactive.id}`)).statusCode).toBe(404);
    expect((await get('/api/clinics/0190d6b4-0000-7000-8000-000000000000')).json().code).toBe('NOT_FOUND');
  });

  it('shows no payment receiver in the public catalogue; staff and the payer still get it', async () => {
    const clinic = await createClinic({ services: [{ serviceId: service.id, price: 15_000 }] });
    for (const path of ['/api/clinics', `/api/clinics/${clinic.id}`, `/api/clinics?serviceId=${service.id}`]) {
      const response = await get(path);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('paymentReceiver');
      expect(response.body).not.toContain(TEST_RECEIVER.promptPayId);
      expect(response.body).not.toContain(TEST_RECEIVER.accountNumber);
    }
    const detail = (await get(`/api/admin/clinics/${clinic.id}`, adminToken)).json().data as ClinicDetail;
    expect(detail.paymentReceiver).toEqual(TEST_RECEIVER);

    const booking = await createBookingAs(
      ctx,
      userToken,
      { clinicId: clinic.id, serviceId: service.id, price: 15_000 },
      {
        // Open Monday to Saturday.
        appointmentDate: weekday(addDays(today(), 3)) === 0 ? addDays(today(), 4) : addDays(today(), 3),
        slotTime: '10:00',
      },
    );
    const payment = await get(`/api/payments/promptpay/${booking.id}`, userToken);
    expect(payment.statusCode, payment.body).toBe(200);
    expect(payment.json().data.receiver).toMatchObject({
      accountNumber: TEST_RECEIVER.accountNumber,
      accountName: TEST_RECEIVER.accountName,
    });
  });

  it('filters clinics by a service they offer actively', async () => {
    const special = await createServiceAsAdmin({ name: 'ตรวจสุขภาพแรงงานต่างด้าว', certificateType: 'migrant_worker' });
    const offering = await createClinic({ services: [{ serviceId: special.id, price: 50_000 }] });
    const stopped = await createClinic({ services: [{ serviceId: special.id, price: 50_000, isActive: false }] });
    await createClinic();
    const response = await get(`/api/clinics?serviceId=${special.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((clinic: ClinicDetail) => clinic.id)).toEqual([offering.id]);
    expect(stopped.id).not.toBe(offering.id);
    const bad = await get('/api/clinics?serviceId=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('serviceId');
  });

  it('lists only active services', async () => {
    const hidden = await createServiceAsAdmin({ name: 'บริการซ่อน', isActive: false });
    const response = await get('/api/services');
    expect(response.statusCode).toBe(200);
    const ids = response.json().data.map((item: Service) => item.id);
    expect(ids).toContain(service.id);
    expect(ids).not.toContain(hidden.id);
  });
});

describe('public: availability of a day', () => {
  it('answers every slot with capacity, booked, remaining, the price and startsAt in Bangkok time', async () => {
    const { clinicId, serviceId, price } = await createTestClinic(ctx, { capacityPerSlot: 5, price: 80_000 });
    const date = addDays(today(), 1);
    await fillSlot(clinicId, date, '09:00', 5);
    await fillSlot(clinicId, date, '10:00', 2);
    await fillSlot(clinicId, date, '11:00', 7); // over capacity after an admin override: never negative
    const response = await availability(clinicId, serviceId, date);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ clinicId, serviceId, date, timeZone: 'Asia/Bangkok', closedReason: null, price });
    expect(data.slots.map((slot: Slot) => slot.time)).toEqual(EIGHT_TO_FIVE_SLOTS);
    const byTime = Object.fromEntries(data.slots.map((slot: Slot) => [slot.time, slot]));
    expect(byTime['08:00']).toEqual({
      time: '08:00',
      startsAt: slotStart(date, '08:00').toISOString(),
      capacity: 5,
      booked: 0,
      remaining: 5,
      state: 'open',
    });
    expect(byTime['09:00']).toMatchObject({ booked: 5, remaining: 0, state: 'full' });
    expect(byTime['10:00']).toMatchObject({ booked: 2, remaining: 3, state: 'open' });
    expect(byTime['11:00']).toMatchObject({ booked: 7, remaining: 0, state: 'full' });
  });

  it("marks today's slots that have begun as past", async () => {
    // Open around the clock so that, whenever the test runs, some of today's slots have begun.
    const allDay = Array.from({ length: 7 }, () => ({ open: '00:00', close: '23:59' }));
    const { clinicId, serviceId } = await createTestClinic(ctx, { openingHours: allDay });
    const response = await availability(clinicId, serviceId, today());
    const slots = response.json().data.slots as Slot[];
    expect(slots).toHaveLength(23);
    const now = Date.now();
    expect(slots[0]?.state).toBe('past');
    for (const slot of slots) {
      expect(slot.state).toBe(Date.parse(slot.startsAt) <= now ? 'past' : 'open');
    }
  });

  it('closes a closed date, a closed weekday and days out of the window', async () => {
    const closedDate = addDays(today(), 2);
    const { clinicId, serviceId } = await createTestClinic(ctx, {
      closedDates: [{ date: closedDate, reason: 'วันหยุดนักขัตฤกษ์' }],
    });
    const closed = (await availability(clinicId, serviceId, closedDate)).json().data;
    expect(closed.closedReason).toBe('closed_date');
    expect(closed.slots).toHaveLength(9);
    expect(closed.slots.every((slot: Slot) => slot.state === 'closed')).toBe(true);

    const farAhead = (await availability(clinicId, serviceId, addDays(today(), 91))).json().data;
    expect(farAhead.closedReason).toBe('out_of_window');
    expect(farAhead.slots.every((slot: Slot) => slot.state === 'closed')).toBe(true);
    const lastDay = (await availability(clinicId, serviceId, addDays(today(), 90))).json().data;
    expect(lastDay.closedReason).toBeNull();

    const yesterday = (await availability(clinicId, serviceId, addDays(today(), -1))).json().data;
    expect(yesterday.closedReason).toBe('out_of_window');
    expect(yesterday.slots.every((slot: Slot) => slot.state === 'past')).toBe(true);

    const tomorrow = addDays(today(), 1);
    const weekdayOfTomorrow = new Date(`${tomorrow}T00:00:00Z`).getUTCDay();
    const hours = EVERY_DAY_8_TO_5.map((day, index) => (index === weekdayOfTomorrow ? null : day));
    const partTime = await createTestClinic(ctx, { openingHours: hours });
    const closedWeekday = (await availability(partTime.clinicId, partTime.serviceId, tomorrow)).json().data;
    expect(closedWeekday).toMatchObject({ closedReason: 'closed_weekday', slots: [] });
  });

  it('closes every slot of an inactive clinic', async () => {
    const { clinicId, serviceId } = await createTestClinic(ctx, { isActive: false });
    const data = (await availability(clinicId, serviceId, addDays(today(), 1))).json().data;
    expect(data.closedReason).toBe('inactive');
    expect(data.slots.every((slot: Slot) => slot.state === 'closed')).toBe(true);
  });

  it('refuses a service the clinic does not offer, or no longer offers (409)', async () => {
    const { clinicId } = await createTestClinic(ctx);
    const elsewhere = await createTestClinic(ctx);
    const response = await availability(clinicId, elsewhere.serviceId, addDays(today(), 1));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE_AT_CLINIC',
      error: 'คลินิกนี้ไม่ได้เปิดให้บริการตรวจนี้ในขณะนี้ กรุณาเลือกบริการหรือคลินิกอื่น',
    });

    const inactiveService = await createServiceAsAdmin({ isActive: false });
    const clinic = await createClinic({ services: [{ serviceId: inactiveService.id, price: 100 }] });
    const inactive = await availability(clinic.id, inactiveService.id, addDays(today(), 1));
    expect(inactive.statusCode).toBe(409);
  });

  it('answers 404 for an unknown clinic and 400 for bad input, in Thai', async () => {
    const { serviceId } = await createTestClinic(ctx);
    const unknown = await availability('0190d6b4-0000-7000-8000-000000000000', serviceId, today());
    expect(unknown.statusCode).toBe(404);

    const { clinicId } = await createTestClinic(ctx);
    const noService = await get(`/api/clinics/${clinicId}/availability?date=${today()}`);
    expect(noService.statusCode).toBe(400);
    expect(noService.json().details).toContainEqual({ field: 'serviceId', message: 'กรุณาเลือกบริการ' });
    const badDate = await availability(clinicId, serviceId, '23/11/2569');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().details).toContainEqual({ field: 'date', message: 'รูปแบบวันที่ไม่ถูกต้อง (ปปปป-ดด-วว)' });
  });
});

describe('public: availability of a month', () => {
  const monthOf = (date: string) => date.slice(0, 7);

  it('gives every day of the month a state and the examinees it can still take', async () => {
    // A month wholly inside the booking window and after today.
    const month = monthOf(addDays(today(), 40));
    const first = `${month}-01`;
    const firstSunday = addDays(first, (7 - new Date(`${first}T00:00:00Z`).getUTCDay()) % 7);
    const closedDate = addDays(firstSunday, 1);
    const fullDate = addDays(firstSunday, 2);
    const partlyBooked = addDays(firstSunday, 3);
    const hours = [null, ...EVERY_DAY_8_TO_5.slice(1)];
    const { clinicId, serviceId } = await createTestClinic(ctx, {
      capacityPerSlot: 2,
      openingHours: hours,
      closedDates: [{ date: closedDate, reason: 'ปิดปรับปรุง' }],
    });
    for (const time of ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']) {
      await fillSlot(clinicId, fullDate, time, 2);
    }
    await fillSlot(clinicId, partlyBooked, '08:00', 1);

    const response = await get(`/api/clinics/${clinicId}/availability/month?serviceId=${serviceId}&month=${month}`);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as AvailabilityMonth;
    expect(data.month).toBe(month);
    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    expect(data.days).toHaveLength(new Date(Date.UTC(year, monthNumber, 0)).getUTCDate());
    expect(data.days[0]?.date).toBe(first);
    const byDate = Object.fromEntries(data.days.map((day) => [day.date, day]));
    expect(byDate[firstSunday]).toEqual({ date: firstSunday, state: 'closed', remaining: 0 });
    expect(byDate[closedDate]).toEqual({ date: closedDate, state: 'closed', remaining: 0 });
    expect(byDate[fullDate]).toEqual({ date: fullDate, state: 'full', remaining: 0 });
    expect(byDate[partlyBooked]).toEqual({ date: partlyBooked, state: 'open', remaining: 17 });
    expect(byDate[addDays(firstSunday, 4)]).toEqual({ date: addDays(firstSunday, 4), state: 'open', remaining: 18 });
  });

  it('marks days before today past and days beyond 90 days out of the window', async () => {
    const { clinicId, serviceId } = await createTestClinic(ctx);
    const thisMonth = (
      await get(`/api/clinics/${clinicId}/availability/month?serviceId=${serviceId}&month=${monthOf(today())}`)
    ).json().data as AvailabilityMonth;
    for (const day of thisMonth.days) {
      if (day.date < today()) expect(day.state).toBe('past');
      if (day.date > today()) expect(day.state).toBe('open');
    }
    const far = monthOf(addDays(today(), 95));
    const farMonth = (
      await get(`/api/clinics/${clinicId}/availability/month?serviceId=${serviceId}&month=${far}`)
    ).json().data as AvailabilityMonth;
    const limit = addDays(today(), 90);
    for (const day of farMonth.days) expect(day.state).toBe(day.date > limit ? 'out_of_window' : 'open');
    expect(farMonth.days.some((day) => day.state === 'out_of_window')).toBe(true);
  });

  it('refuses a bad month (400), an unknown clinic (404) and a service not offered (409)', async () => {
    const { clinicId, serviceId } = await createTestClinic(ctx);
    const other = await createTestClinic(ctx);
    const badMonth = await get(`/api/clinics/${clinicId}/availability/month?serviceId=${serviceId}&month=2026-13`);
    expect(badMonth.statusCode).toBe(400);
    expect(badMonth.json().details).toContainEqual({ field: 'month', message: 'เดือนไม่ถูกต้อง' });
    const unknown = await get(
      `/api/clinics/0190d6b4-0000-7000-8000-000000000000/availability/month?serviceId=${serviceId}&month=2026-01`,
    );
    expect(unknown.statusCode).toBe(404);
    const notOffered = await get(
      `/api/clinics/${clinicId}/availability/month?serviceId=${other.serviceId}&month=${monthOf(today())}`,
    );
    expect(notOffered.statusCode).toBe(409);
  });
});

describe('demo data', () => {
  it('seeds three clinics with five services, prices and two doctors each, once', async () => {
    const first = await seedClinicDemo(ctx.database.db);
    expect(first).toHaveLength(8);
    expect(await seedClinicDemo(ctx.database.db)).toEqual([]);
    const all = (await get('/api/admin/clinics', adminToken)).json().data as ClinicDetail[];
    const demo = all.filter((clinic) => ['BKK-SILOM', 'CNX-NIMMAN', 'KKN-MITTRAPHAP'].includes(clinic.code));
    expect(demo).toHaveLength(3);
    for (const clinic of demo) {
      expect(clinic.services).toHaveLength(5);
      expect(clinic.doctors).toHaveLength(2);
      expect(clinic.paymentReceiver).not.toBeNull();
      expect(clinic.openingHours[1]).toEqual({ open: '08:00', close: '16:00' });
    }
    const silom = demo.find((clinic) => clinic.code === 'BKK-SILOM');
    expect(silom?.openingHours[0]).toEqual({ open: '08:00', close: '12:00' });
    for (const clinic of demo) {
      expect(clinic.legalName).toMatch(/^บริษัท จองดี เมดิคอล จำกัด/);
      expect(isValidThaiId(clinic.taxId ?? '')).toBe(true);
    }
    expect(silom?.cancellationPolicy).toContain('24 ชั่วโมง');
    const khonKaen = demo.find((clinic) => clinic.code === 'KKN-MITTRAPHAP');
    expect(khonKaen?.cancellationPolicy).toBeNull();
    const publicKhonKaen = (await get(`/api/clinics/${khonKaen?.id}`)).json().data;
    expect(publicKhonKaen.cancellationPolicy).toBe(DEFAULT_CANCELLATION_POLICY);
    expect(publicKhonKaen.services.every((offer: Service) => offer.description && offer.requirements)).toBe(true);
    expect(silom?.services.find((offer) => offer.certificateType === 'general')?.price).toBe(15_000);
  });
});

describe('public: the catalogue cached with an ETag', () => {
  const send = (method: 'PUT' | 'PATCH', url: string, payload: object) =>
    ctx.app.inject({ method, url, headers: bearer(adminToken), payload });

  it('answers an ETag, and 304 without a body when the browser already has that version', async () => {
    const clinic = await createClinic();
    for (const path of [
      '/api/clinics',
      `/api/clinics?serviceId=${service.id}`,
      `/api/clinics/${clinic.id}`,
      '/api/services',
    ]) {
      const first = await get(path);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag, path).toMatch(/^"c-/);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      const again = await ctx.app.inject({
        method: 'GET',
        url: path,
        headers: { 'if-none-match': `"other", ${etag}` },
      });
      expect(again.statusCode, path).toBe(304);
      expect(again.body).toBe('');
      const stale = await ctx.app.inject({ method: 'GET', url: path, headers: { 'if-none-match': '"c-old"' } });
      expect(stale.statusCode).toBe(200);
      expect(stale.json()).toEqual(first.json());
    }
  });

  it('shows a staff change of a clinic, its prices or a service at once, with a new ETag', async () => {
    const clinic = await createClinic({ services: [{ serviceId: service.id, price: 15_000 }] });
    const listed = async () => {
      const response = await get('/api/clinics');
      const found = (response.json().data as ClinicDetail[]).find((entry) => entry.id === clinic.id);
      return { etag: response.headers.etag, found, one: (await get(`/api/clinics/${clinic.id}`)).json().data };
    };
    const before = await listed();
    expect(before.found?.services[0]?.price).toBe(15_000);

    const changed = await send('PUT', `/api/admin/clinics/${clinic.id}`, {
      ...clinicBody({ code: clinic.code, name: 'คลินิกชื่อใหม่', services: [{ serviceId: service.id, price: 17_500 }] }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await listed();
    expect(after.etag).not.toBe(before.etag);
    expect(after.found).toMatchObject({ name: 'คลินิกชื่อใหม่', services: [{ price: 17_500 }] });
    expect(after.one).toMatchObject({ name: 'คลินิกชื่อใหม่', services: [{ price: 17_500 }] });

    const off = await send('PATCH', `/api/admin/clinics/${clinic.id}/active`, { isActive: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await listed()).found).toBeUndefined();
    expect((await get(`/api/clinics/${clinic.id}`)).statusCode).toBe(404);

    const own = await createServiceAsAdmin();
    const services = (await get('/api/services')).json().data as Service[];
    const renamed = await send('PUT', `/api/admin/services/${own.id}`, {
      code: own.code,
      name: 'ใบรับรองแพทย์ทั่วไป (ปรับชื่อ)',
      certificateType: 'general',
      description: null,
      requirements: null,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const now = (await get('/api/services')).json().data as Service[];
    expect(services.find((entry) => entry.id === own.id)?.name).toBe(own.name);
    expect(now.find((entry) => entry.id === own.id)?.name).toBe('ใบรับรองแพทย์ทั่วไป (ปรับชื่อ)');
  });

  it("answers a day's and a month's free places with an ETag too, and 304 for the version the browser has", async () => {
    const { clinicId, serviceId } = await createTestClinic(ctx);
    const date = addDays(today(), 2);
    for (const path of [
      `/api/clinics/${clinicId}/availability?serviceId=${serviceId}&date=${date}`,
      `/api/clinics/${clinicId}/availability/month?serviceId=${serviceId}&month=${date.slice(0, 7)}`,
    ]) {
      const first = await get(path);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      const again = await ctx.app.inject({
        method: 'GET',
        url: path,
        headers: { 'if-none-match': first.headers.etag },
      });
      expect(again.statusCode, path).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it('keeps free places for a second, and shows a booking made through this process at once', async () => {
    const clinic = await createTestClinic(ctx, { capacityPerSlot: 5 });
    const date = addDays(today(), 3);
    const nineOClock = async () =>
      ((await availability(clinic.clinicId, clinic.serviceId, date)).json().data.slots as Slot[]).find(
        (slot) => slot.time === '09:00',
      );
    expect(await nineOClock()).toMatchObject({ booked: 0, remaining: 5 });
    // A write the process does not see (another process, a job): the next second still shows the read it kept…
    await fillSlot(clinic.clinicId, date, '09:00', 2);
    expect(await nineOClock()).toMatchObject({ booked: 0, remaining: 5 });
    // …and after it, the database's.
    await new Promise((resolve) => setTimeout(resolve, AVAILABILITY_TTL_MS + 100));
    expect(await nineOClock()).toMatchObject({ booked: 2, remaining: 3 });
    // A booking through this process clears what it kept before its answer leaves.
    await createBookingAs(ctx, userToken, clinic, { appointmentDate: date, slotTime: '09:00' });
    expect(await nineOClock()).toMatchObject({ booked: 3, remaining: 2 });
  });

  it('answers a burst of 200 concurrent catalogue requests, and /api/health during it', async () => {
    const burst = Array.from({ length: 200 }, (_, index) =>
      get(index % 2 === 0 ? '/api/clinics' : '/api/services').then((response) => response.statusCode),
    );
    const health = ctx.app.inject({ method: 'GET', url: '/api/health' });
    const [statuses, healthResponse] = await Promise.all([Promise.all(burst), health]);
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(healthResponse.statusCode).toBe(200);
  });
});
