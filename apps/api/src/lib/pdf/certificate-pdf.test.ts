import { CERTIFICATE_FORMS, CERTIFICATE_TYPES, type CertificateType, defaultItems } from '@jongdee/contracts';
import { describe, expect, it } from 'vitest';
import { expectPdfText, readPdf } from '../../test/pdf-text.ts';
import { type CertificatePdfInput, renderCertificatePdf } from './certificate-pdf.ts';

const ANSWERS: Record<string, string> = {
  weight: '62.5',
  height: '170',
  blood_pressure: '120/80',
  pulse: '72',
  general_condition: 'normal',
};

function makeInput(type: CertificateType, overrides: Partial<CertificatePdfInput> = {}): CertificatePdfInput {
  const items = defaultItems(type, { gender: 'male' }).map((item) => {
    const definition = CERTIFICATE_FORMS[type].items.find((candidate) => candidate.code === item.code);
    const value =
      ANSWERS[item.code] ??
      (definition?.kind === 'present_absent' ? 'absent' : (definition?.choices?.[0]?.value ?? ''));
    return { ...item, value };
  });
  return {
    type,
    certificateNo: 'MC-69-000123',
    status: 'valid',
    issuedAt: new Date('2026-11-23T03:00:00Z'),
    examDate: '2026-11-23',
    validUntil: '2026-12-23',
    clinic: {
      name: 'คลินิกเวชกรรมจองดี สาขาลาดพร้าว',
      address: '1234 ถนนลาดพร้าว แขวงจอมพล เขตจตุจักร กรุงเทพมหานคร 10900',
      phone: '02-123-4567',
    },
    examinee: {
      title: 'นาย',
      firstName: 'สมชาย',
      lastName: 'ใจดีมีสุข',
      idType: 'thai_id',
      idNumber: '1101701234561',
      nationality: 'ไทย',
      birthDate: '1990-05-17',
      gender: 'male',
    },
    employer: type === 'migrant_worker' ? { name: 'บริษัท ก่อสร้างรุ่งเรือง จำกัด', address: null } : null,
    healthHistory: {
      chronicDisease: { has: true, detail: 'ความดันโลหิตสูง' },
      accidentSurgery: { has: false, detail: null },
    },
    items,
    conclusion: 'fit',
    doctorOpinion: 'สุขภาพร่างกายแข็งแรง',
    remark: null,
    doctor: { name: 'นายแพทย์สมศักดิ์ รักษาดี', licenseNo: 'ว.12345' },
    verifyUrl: 'https://jongdee.example/verify/Zx8vQk2mB7cT4nR1pLw9aA',
    ...overrides,
  };
}

const has = expectPdfText;

describe('renderCertificatePdf', () => {
  it.each(CERTIFICATE_TYPES)('prints a one-page %s certificate with its title, number and examinee', async (type) => {
    const pdf = await renderCertificatePdf(makeInput(type));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, text, info } = await readPdf(pdf);
    expect(pages).toHaveLength(1);
    has(text, CERTIFICATE_FORMS[type].title);
    has(text, 'MC-69-000123');
    has(text, 'นายสมชาย ใจดีมีสุข');
    has(text, 'ว.12345');
    has(text, 'ใช้ได้ถึง');
    has(text, '23 ธันวาคม 2569');
    has(text, 'https://jongdee.example/verify/Zx8vQk2mB7cT4nR1pLw9aA');
    has(text, CERTIFICATE_FORMS[type].formVersion);
    expect(text).not.toContain('ถูกเพิกถอน');
    expect(info).toMatchObject({ Title: 'MC-69-000123', Producer: 'JongDee', Creator: 'JongDee' });
  });

  it('masks the id on the general form and prints it whole on the driving-licence form', async () => {
    const general = await readPdf(await renderCertificatePdf(makeInput('general')));
    has(general.text, 'x-xxxx-xxxxx-56-1');
    expect(general.text).not.toContain('1101701234561');
    expect(general.text).not.toContain('1-1017-01234-56-1');
    const driving = await readPdf(await renderCertificatePdf(makeInput('driving_licence')));
    has(driving.text, '1-1017-01234-56-1');
    has(driving.text, 'โรคลมชัก');
  });

  it('prints the employer and the passport on the migrant-worker form', async () => {
    const input = makeInput('migrant_worker', {
      examinee: {
        ...makeInput('general').examinee,
        title: 'Mr.',
        firstName: 'Aung',
        lastName: 'Kyaw',
        idType: 'passport',
        idNumber: 'MB1234567',
        nationality: 'เมียนมา',
      },
    });
    const { text } = await readPdf(await renderCertificatePdf(input));
    for (const expected of ['Mr. Aung Kyaw', 'MB1234567', 'เมียนมา', 'บริษัท ก่อสร้างรุ่งเรือง จำกัด', 'โรคซิฟิลิสในระยะที่ 3']) {
      has(text, expected);
    }
  });

  it('marks a revoked certificate across the page', async () => {
    const { pages, text } = await readPdf(await renderCertificatePdf(makeInput('general', { status: 'revoked' })));
    expect(pages).toHaveLength(1);
    has(text, 'ถูกเพิกถอน');
  });

  it('keeps a very long remark and opinion on the one page', async () => {
    const sentence = 'ผู้เข้ารับการตรวจมีภาวะความดันโลหิตสูงเล็กน้อย ควรออกกำลังกายสม่ำเสมอ ลดอาหารเค็ม และตรวจซ้ำภายใน 3 เดือน ';
    for (const type of CERTIFICATE_TYPES) {
      const input = makeInput(type, { remark: sentence.repeat(40), doctorOpinion: sentence.repeat(10) });
      const { pages, text } = await readPdf(await renderCertificatePdf(input));
      expect(pages).toHaveLength(1);
      has(text, 'ผู้เข้ารับการตรวจมีภาวะความดันโลหิตสูง');
      has(text, 'หมายเหตุ');
    }
  });

  it('renders the same input to the same bytes', async () => {
    const input = makeInput('driving_licence');
    expect((await renderCertificatePdf(input)).equals(await renderCertificatePdf(input))).toBe(true);
  });
});
