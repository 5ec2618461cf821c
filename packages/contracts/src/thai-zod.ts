import { z } from 'zod';

/**
 * Thai defaults for every zod issue that a schema did not give a message of its own, so a person
 * never reads zod's English. Schemas still name their own message where a field deserves one.
 */
export function thaiIssueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'กรุณากรอกข้อมูลนี้' : 'รูปแบบข้อมูลไม่ถูกต้อง';
    case 'too_small':
      return issue.origin === 'string' ? `ต้องมีอย่างน้อย ${issue.minimum} ตัวอักษร` : `ต้องไม่น้อยกว่า ${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'string' ? `ต้องไม่เกิน ${issue.maximum} ตัวอักษร` : `ต้องไม่เกิน ${issue.maximum}`;
    case 'invalid_format':
      return issue.format === 'email' ? 'รูปแบบอีเมลไม่ถูกต้อง' : 'รูปแบบข้อมูลไม่ถูกต้อง';
    case 'invalid_value':
      return 'ค่าที่ระบุไม่อยู่ในตัวเลือกที่รองรับ';
    case 'unrecognized_keys':
      return 'มีข้อมูลที่ระบบไม่รู้จัก';
    default:
      return 'ข้อมูลไม่ถูกต้อง';
  }
}

z.config({ customError: thaiIssueMessage });

export { z };
