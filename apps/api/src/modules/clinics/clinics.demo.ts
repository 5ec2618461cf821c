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
    description:
      'แพทย์ซักประวัติ ชั่งน้ำหนัก วัดส่วนสูง ความดันโลหิตและชีพจร ตรวจร่างกายทั่วไป แล้วออกใบรับรองแพทย์ฉบับภาษาไทย (แบบปี 2561) สำหรับสมัครงาน สมัครเรียน หรือยื่นหน่วยงานราชการ ใช้เวลาประมาณ 15–20 นาที',
    requirements:
      'บัตรประจำตัวประชาชนตัวจริง (ชาวต่างชาติใช้หนังสือเดินทาง)\nแว่นสายตาหรือคอนแทคเลนส์ หากใช้เป็นประจำ\nรายชื่อยาที่ใช้อยู่ หากมีโรคประจำตัว',
  },
  {
    code: 'DRV-CERT',
    name: 'ใบรับรองแพทย์สำหรับใบขับขี่',
    certificateType: 'driving_licence',
    description:
      'ใบรับรองแพทย์ 5 โรคตามแบบที่กรมการขนส่งทางบกกำหนด สำหรับทำใบขับขี่ครั้งแรก ต่ออายุ หรือเปลี่ยนประเภท แพทย์ตรวจร่างกาย ความดันโลหิต และการมองเห็น ใบรับรองใช้ยื่นได้ภายใน 1 เดือนนับจากวันตรวจ',
    requirements: 'บัตรประจำตัวประชาชนตัวจริง\nแว่นสายตาหรือคอนแทคเลนส์ที่ใช้ขับรถ\nผู้เคยมีอาการชักหรือลมชัก กรุณานำประวัติการรักษามาด้วย',
  },
  {
    code: 'MIGRANT',
    name: 'ตรวจสุขภาพแรงงานต่างด้าว',
    certificateType: 'migrant_worker',
    description:
      'ตรวจสุขภาพแรงงานต่างด้าวตามประกาศกระทรวงสาธารณสุข: ตรวจร่างกาย เอกซเรย์ปอด ตรวจเลือดหาซิฟิลิส ตรวจปัสสาวะหาสารเสพติด และตรวจการตั้งครรภ์สำหรับผู้หญิง ออกใบรับรองแพทย์สำหรับยื่นขอใบอนุญาตทำงาน',
    requirements:
      'หนังสือเดินทาง หรือบัตรสีชมพู หรือเอกสารประจำตัวแรงงานตัวจริง\nรูปถ่ายหน้าตรงขนาด 1 นิ้ว 1 รูป\nนายจ้างหรือตัวแทนที่จองหลายคน กรุณาเตรียมรายชื่อพร้อมเลขเอกสารของทุกคน',
  },
  {
    code: 'PRE-EMP',
    name: 'ตรวจสุขภาพก่อนเข้าทำงาน',
    certificateType: 'pre_employment',
    description:
      'ตรวจร่างกายโดยแพทย์ เอกซเรย์ปอด ตรวจความสมบูรณ์ของเม็ดเลือด (CBC) ตรวจปัสสาวะ และตรวจตาบอดสี ตามที่นายจ้างส่วนใหญ่กำหนด ผลตรวจพร้อมใบรับรองภายใน 1–2 วันทำการ',
    requirements:
      'บัตรประจำตัวประชาชนตัวจริง\nใบแจ้งรายการตรวจจากนายจ้าง (ถ้ามี)\nงดน้ำและอาหาร 8 ชั่วโมงก่อนตรวจ หากนายจ้างกำหนดให้ตรวจน้ำตาลหรือไขมันในเลือด',
  },
  {
    code: 'ANNUAL',
    name: 'ตรวจสุขภาพประจำปี',
    certificateType: 'other',
    description:
      'ตรวจสุขภาพประจำปี 12 รายการ: ตรวจร่างกายโดยแพทย์ ความดันโลหิต ดัชนีมวลกาย ความสมบูรณ์ของเม็ดเลือด น้ำตาลในเลือด ไขมันในเลือด การทำงานของตับและไต กรดยูริก ตรวจปัสสาวะ และเอกซเรย์ปอด พร้อมแพทย์อธิบายผล',
    requirements:
      'บัตรประจำตัวประชาชนตัวจริง\nงดน้ำและอาหาร 8–10 ชั่วโมงก่อนตรวจ (ดื่มน้ำเปล่าได้)\nผลตรวจปีก่อน หากมี เพื่อให้แพทย์เปรียบเทียบ',
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

/** One company with branches: each clinic's receipts carry its tax id and the branch in the legal name. */
const JONGDEE_TAX_ID = '0105560123454';

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
    legalName: 'บริษัท จองดี เมดิคอล จำกัด (สำนักงานใหญ่)',
    taxId: JONGDEE_TAX_ID,
    cancellationPolicy: [
      'ยกเลิกหรือเลื่อนนัดได้เองที่หน้ารายละเอียดการจอง จนถึง 24 ชั่วโมงก่อนเวลานัด ไม่มีค่าใช้จ่าย',
      'ชำระเงินแล้วและยกเลิกภายในเวลาดังกล่าว คลินิกโอนคืนเต็มจำนวนเข้าบัญชีที่ใช้ชำระภายใน 5 วันทำการ',
      'เหลือน้อยกว่า 24 ชั่วโมง โทร 02-234-5678 เพื่อเลื่อนนัดได้ 1 ครั้ง ภายใน 30 วัน',
      'วันนัด: มาถึงก่อนเวลา 15 นาที ที่อาคารสีลมคอมเพล็กซ์ ชั้น 3 พร้อมบัตรประชาชนของผู้ตรวจทุกคน',
      'ไม่มาตามนัดโดยไม่แจ้งล่วงหน้า ถือว่าใช้สิทธิ์แล้ว ไม่คืนเงิน',
    ].join('\n'),
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
    legalName: 'บริษัท จองดี เมดิคอล จำกัด สาขาที่ 00001',
    taxId: JONGDEE_TAX_ID,
    cancellationPolicy: [
      'ยกเลิกได้เองจนถึง 24 ชั่วโมงก่อนเวลานัด หากชำระเงินแล้ว คืนเงินเต็มจำนวนภายใน 7 วันทำการ',
      'นายจ้างที่จองตรวจแรงงานหลายคน ลดหรือเพิ่มจำนวนคนได้ก่อนยืนยันการชำระเงิน หลังจากนั้นกรุณาติดต่อคลินิก',
      'ไม่มาตามนัดโดยไม่แจ้งล่วงหน้า ไม่คืนเงิน แต่นัดใหม่ได้ 1 ครั้งภายใน 14 วัน โทร 053-214-567',
    ].join('\n'),
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
    legalName: 'บริษัท จองดี เมดิคอล จำกัด สาขาที่ 00002',
    taxId: JONGDEE_TAX_ID,
    // Khon Kaen wrote none: its customers read the default policy.
    cancellationPolicy: null,
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
        legalName: demo.legalName,
        taxId: demo.taxId,
        cancellationPolicy: demo.cancellationPolicy,
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
