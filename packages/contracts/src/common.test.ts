import { describe, expect, it } from 'vitest';
import { IsoDateSchema, TimeOfDaySchema } from './common.ts';

describe('IsoDateSchema', () => {
  it('takes real calendar dates, leap days included', () => {
    for (const date of ['2026-11-23', '2028-02-29', '2026-12-31']) expect(IsoDateSchema.parse(date)).toBe(date);
  });

  it('refuses dates that do not exist, rather than rolling them over', () => {
    for (const date of ['2026-02-29', '2026-02-31', '2026-13-01', '2026-04-31']) {
      const result = IsoDateSchema.safeParse(date);
      expect(result.success, date).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('ไม่มีวันที่นี้ในปฏิทิน');
    }
  });

  it('refuses other formats with the format named in Thai', () => {
    expect(IsoDateSchema.safeParse('23/11/2569').error?.issues[0]?.message).toBe('รูปแบบวันที่ไม่ถูกต้อง (ปปปป-ดด-วว)');
  });
});

describe('TimeOfDaySchema', () => {
  it('takes 24-hour times and refuses others', () => {
    expect(TimeOfDaySchema.parse('08:30')).toBe('08:30');
    for (const time of ['8:30', '24:00', '12:60', '9am'])
      expect(TimeOfDaySchema.safeParse(time).success, time).toBe(false);
  });
});
