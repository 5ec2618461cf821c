import {
  type CertificateType,
  ClinicBodySchema,
  DoctorBodySchema,
  type OpeningHours,
  ServiceBodySchema,
} from '@jongdee/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clinics, services } from '../../db/schema.ts';
import { addDoctor, createClinic, createService, SYSTEM_ACTOR } from './clinics.service.ts';

type DemoService = {
  code: string;
  name: string;
  certificateType: CertificateType;
  description: string;
  requirements: string;
};

const DEMO_SERVICES: DemoService[] = [
  {
    code: 'GEN-CERT',
    name: 'ใบรับรองแพทย์ทั่วไป',
    certificateType: 'general',
    description: 'ตรวจร่างกายทั่วไปโดยแพทย์ พร้อมออกใบรับรองแพทย์สำหรับสมัครงาน สมัครเรียน หรือยื่นหน่วยงาน',
    requirements: 'บัตรประจำตัวประชาชนหรือหนังสือเดินทาง',
  },
  {
    code: 'DRV-CERT',
    name: 'ใบรับรองแพทย์สำหรับใบขับขี่',
    certificateType: 'driving_licence',
    description: 'ใบรับรองแพทย์ 5 โรค ตามแบบที่กรมการขนส่งทางบกกำหนด สำหรับทำหรือต่อใบอนุญาตขับรถ',
    requirements: 'บัตรประจำตัวประชาชน',
  },
  {
    code: 'MIGRANT',
    name: 'ตรวจสุขภาพแรงงานต่างด้าว',
    certificateType: 'migrant_worker',
    description: 'ตรวจสุขภาพแรงงานต่างด้าวตามประกาศกระทรวงสาธารณสุข รวมเอกซเรย์ปอดและตรวจเลือด',
    requirements: 'หนังสือเดินทางหรือเอกสารประจำตัวแรงงาน และรูปถ่าย 1 นิ้ว 1 รูป',
  },
  {
    code: 'PRE-EMP',
    name: 'ตรวจสุขภาพก่อนเข้าทำงาน',
    certificateType: 'pre_employment',
    description: 'ตรวจร่างกาย เอกซเรย์ปอด ตรวจเลือดและปัสสาวะตามที่นายจ้างกำหนด',
    requirements: 'บัตรประจำตัวประชาชน งดน้ำและอาหาร 8 ชั่วโมงก่อนตรวจ',
  },
  {
    code: 'ANNUAL',
    name: 'ตรวจสุขภาพประจำปี',
    certificateType: 'other',
    description: 'ตรวจสุขภาพประจำปี ความดันโลหิต น้ำตาลในเลือด ไขมัน การทำงานของตับและไต',
    requirements: 'งดน้ำและอาหาร 8 ชั่วโมงก่อนตรวจ',
  },
];

const MON_TO_SAT = { open: '08:00', close: '16:00' } as const;
const hours = (sunday: { open: string; close: string } | null): OpeningHours => [
  sunday,
  MON_TO_SAT,
  MON_TO_SAT,
  MON_TO_SAT,
  MON_TO_SAT,
  MON_TO_SAT,
  MON_TO_SAT,
];

/** Prices in baht per service code; the clinics differ a little, as real ones do. */
const DEMO_CLINICS = [
  {
    code: 'BKK-SILOM',
    name: 'คลินิกเวชกรรมจองดี สาขาสีลม',
    address: '191 อาคารสีลมคอมเพล็กซ์ ชั้น 3 ถนนสีลม แขวงสีลม เขตบางรัก กรุงเทพมหานคร 10500',
    province: 'กรุงเทพมหานคร',
    phone: '022345678',
    email: 'silom@jongdee.example',
    mapUrl: 'https://maps.google.com/?q=13.7262,100.5341',
    openingHours: hours({ open: '08:00', close: '12:00' }),
    capacityPerSlot: 20,
    receiver: {
      promptPayId: '0812345678',
      bankCode: '004',
      accountNumber: '0123456789',
      accountName: 'บริษัท จองดี เมดิคอล จำกัด',
    },
    prices: { 'GEN-CERT': 150, 'DRV-CERT': 200, MIGRANT: 500, 'PRE-EMP': 900, ANNUAL: 1_500 },
    doctors: [
      { name: 'นพ.ธนากร วงศ์สวัสดิ์', licenseNo: 'ว.12345' },
      { name: 'พญ.ปวีณา ศรีสุข', licenseNo: 'ว.23456' },
    ],
  },
  {
    code: 'CNX-NIMMAN',
    name: 'คลินิกเวชกรรมจองดี สาขานิมมานเหมินท์',
    address: '45/2 ถนนนิมมานเหมินท์ ตำบลสุเทพ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ 50200',
    province: 'เชียงใหม่',
    phone: '053214567',
    email: 'nimman@jongdee.example',
    mapUrl: 'https://maps.google.com/?q=18.7984,98.9676',
    openingHours: hours(null),
    capacityPerSlot: 15,
    receiver: {
      promptPayId: '0898765432',
      bankCode: '014',
      accountNumber: '5671234890',
      accountName: 'บริษัท จองดี เมดิคอล จำกัด (สาขาเชียงใหม่)',
    },
    prices: { 'GEN-CERT': 140, 'DRV-CERT': 180, MIGRANT: 480, 'PRE-EMP': 850, ANNUAL: 1_450 },
    doctors: [
      { name: 'นพ.อนุชา คำแก้ว', licenseNo: 'ว.34567' },
      { name: 'พญ.สุพัตรา อินทร์แปง', licenseNo: 'ว.45678' },
    ],
  },
  {
    code: 'KKN-MITTRAPHAP',
    name: 'คลินิกเวชกรรมจองดี สาขาขอนแก่น',
    address: '88/9 ถนนมิตรภาพ ตำบลในเมือง อำเภอเมืองขอนแก่น จังหวัดขอนแก่น 40000',
    province: 'ขอนแก่น',
    phone: '043234567',
    email: null,
    mapUrl: 'https://maps.google.com/?q=16.4419,102.8359',
    openingHours: hours(null),
    capacityPerSlot: 10,
    receiver: {
      promptPayId: '0861234567',
      bankCode: '006',
      accountNumber: '9876543210',
      accountName: 'บริษัท จองดี เมดิคอล จำกัด (สาขาขอนแก่น)',
    },
    prices: { 'GEN-CERT': 120, 'DRV-CERT': 180, MIGRANT: 500, 'PRE-EMP': 800, ANNUAL: 1_390 },
    doctors: [
      { name: 'นพ.วีระพงษ์ ภูมิสถาน', licenseNo: 'ว.56789' },
      { name: 'พญ.กาญจนา แสนสุข', licenseNo: 'ว.67890' },
    ],
  },
] as const;

/**
 * Demo clinics, services, prices and doctors. Idempotent: a service or clinic whose code already
 * exists is left as it is (an admin may have edited it). Answers one line per thing added.
 */
export async function seedClinicDemo(db: Database): Promise<string[]> {
  const added: string[] = [];
  const serviceIds = new Map<string, string>();
  for (const demo of DEMO_SERVICES) {
    const [existing] = await db.select({ id: services.id }).from(services).where(eq(services.code, demo.code));
    if (existing) {
      serviceIds.set(demo.code, existing.id);
      continue;
    }
    // Parsed like an admin's input, so demo data obeys the same rules.
    const created = await createService(db, ServiceBodySchema.parse(demo), SYSTEM_ACTOR);
    serviceIds.set(demo.code, created.id);
    added.push(`demo service ${demo.code} ${demo.name}`);
  }

  for (const demo of DEMO_CLINICS) {
    const [existing] = await db.select({ id: clinics.id }).from(clinics).where(eq(clinics.code, demo.code));
    if (existing) continue;
    const clinic = await createClinic(
      db,
      ClinicBodySchema.parse({
        code: demo.code,
        name: demo.name,
        address: demo.address,
        province: demo.province,
        phone: demo.phone,
        email: demo.email,
        mapUrl: demo.mapUrl,
        openingHours: demo.openingHours,
        slotMinutes: 60,
        capacityPerSlot: demo.capacityPerSlot,
        closedDates: [],
        paymentReceiver: { ...demo.receiver },
        services: Object.entries(demo.prices).flatMap(([code, baht]) => {
          const serviceId = serviceIds.get(code);
          return serviceId ? [{ serviceId, price: baht * 100 }] : [];
        }),
      }),
      SYSTEM_ACTOR,
    );
    for (const doctor of demo.doctors) {
      await addDoctor(db, clinic.id, DoctorBodySchema.parse(doctor), SYSTEM_ACTOR);
    }
    added.push(`demo clinic ${demo.code} ${demo.name} (${demo.doctors.length} doctors)`);
  }
  return added;
}
