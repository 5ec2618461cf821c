import { z } from '@jongdee/contracts';
import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { detailsToErrors, getIn, issuesToErrors, setIn, useSchemaForm } from './use-schema-form.ts';

const BookingSchema = z.object({
  contactName: z.string().min(1, 'กรุณากรอกชื่อผู้ติดต่อ'),
  examinees: z.array(
    z.object({
      firstName: z.string().min(1, 'กรุณากรอกชื่อ'),
      idNumber: z.string().length(13, 'เลขประจำตัวประชาชนต้องมี 13 หลัก'),
    }),
  ),
});
type Values = z.input<typeof BookingSchema>;
const initial: Values = { contactName: '', examinees: [{ firstName: 'สมชาย', idNumber: '' }] };

const typed = (value: string) => ({ currentTarget: { value } }) as ChangeEvent<HTMLInputElement>;

/** The hook as a form renders it: the fields it shows asked for on every render. */
function renderForm(options: Parameters<typeof useSchemaForm<Values, z.output<typeof BookingSchema>>>[2] = {}) {
  return renderHook(() => {
    const form = useSchemaForm(BookingSchema, initial, options);
    const fields = {
      contactName: form.text('contactName'),
      firstName: form.text('examinees.0.firstName'),
      idNumber: form.text('examinees.0.idNumber'),
    };
    return { form, fields };
  });
}

describe('field paths', () => {
  it('name nested fields as the API does, keep the first message of each, and call the root `_`', () => {
    expect(
      issuesToErrors([
        { path: ['examinees', 0, 'idNumber'], message: 'first' },
        { path: ['examinees', 0, 'idNumber'], message: 'second' },
        { path: ['slots', 2, 'time'], message: 'time' },
        { path: [], message: 'root' },
      ]),
    ).toEqual({ 'examinees.0.idNumber': 'first', 'slots.2.time': 'time', _: 'root' });
    expect(detailsToErrors([{ field: 'openingHours.1.close', message: 'ปิด' }])).toEqual({
      'openingHours.1.close': 'ปิด',
    });
  });

  it('read and write nested values without touching the original', () => {
    const values = { slots: [{ time: '09:00' }, { time: '10:00' }], note: '' };
    const next = setIn(values, 'slots.1.time', '11:00');
    expect(getIn(next, 'slots.1.time')).toBe('11:00');
    expect(Array.isArray(next.slots)).toBe(true);
    expect(values.slots[1]?.time).toBe('10:00');
    expect(next.slots[0]).toBe(values.slots[0]);
    expect(getIn(values, 'slots.5.time')).toBeUndefined();
    expect(setIn({} as { rows?: string[] }, 'rows.0', 'a')).toEqual({ rows: ['a'] });
  });
});

describe('useSchemaForm', () => {
  it('checks nested values with the schema and puts each message on its field', async () => {
    const { result } = renderForm();
    let body: unknown = 'not yet';
    await act(async () => {
      body = await result.current.form.validate();
    });
    expect(body).toBeNull();
    expect(result.current.fields.contactName.error).toBe('กรุณากรอกชื่อผู้ติดต่อ');
    expect(result.current.fields.idNumber.error).toBe('เลขประจำตัวประชาชนต้องมี 13 หลัก');
    expect(result.current.fields.firstName.error).toBeUndefined();
    expect(result.current.form.formError).toBeNull();

    // Typing in a nested field changes that value only, and clears that field's message only.
    act(() => result.current.fields.idNumber.onChange(typed('1101701234561')));
    expect(result.current.form.values.examinees[0]).toEqual({ firstName: 'สมชาย', idNumber: '1101701234561' });
    expect(result.current.fields.idNumber.error).toBeUndefined();
    expect(result.current.fields.contactName.error).toBe('กรุณากรอกชื่อผู้ติดต่อ');

    act(() => result.current.form.setValue('contactName', 'สมหญิง'));
    await act(async () => {
      body = await result.current.form.validate();
    });
    expect(body).toEqual({ contactName: 'สมหญิง', examinees: [{ firstName: 'สมชาย', idNumber: '1101701234561' }] });
  });

  it("puts the server's details on the fields, nested ones too", () => {
    const { result } = renderForm();
    let shown = false;
    act(() => {
      shown = result.current.form.showServerErrors(
        new ApiError('ข้อมูลไม่ถูกต้อง', 400, 'VALIDATION_FAILED', [
          { field: 'examinees.0.idNumber', message: 'เลขประจำตัวประชาชนไม่ถูกต้อง' },
          { field: 'contactName', message: 'ชื่อยาวเกินไป' },
        ]),
      );
    });
    expect(shown).toBe(true);
    expect(result.current.fields.idNumber.error).toBe('เลขประจำตัวประชาชนไม่ถูกต้อง');
    expect(result.current.fields.contactName.error).toBe('ชื่อยาวเกินไป');
    expect(result.current.form.formError).toBeNull();
  });

  it('keeps a message for a field the form does not show as the form-level error', () => {
    const { result } = renderForm();
    act(() => {
      result.current.form.showServerErrors(
        new ApiError('ข้อมูลไม่ถูกต้อง', 400, 'VALIDATION_FAILED', [
          { field: 'userId', message: 'ไม่พบบัญชีลูกค้า' },
          { field: '_', message: 'ข้อมูลไม่ครบ' },
          { field: 'contactName', message: 'ชื่อยาวเกินไป' },
        ]),
      );
    });
    expect(result.current.form.formError).toBe('ไม่พบบัญชีลูกค้า');
    expect(result.current.fields.contactName.error).toBe('ชื่อยาวเกินไป');
    expect(result.current.form.errors).not.toHaveProperty('userId');
  });

  it('answers false, and changes nothing, for a failure without details', () => {
    const { result } = renderForm();
    let shown = true;
    act(() => {
      shown = result.current.form.showServerErrors(new ApiError('ช่วงเวลานี้เต็มแล้ว', 409, 'SLOT_FULL'));
    });
    expect(shown).toBe(false);
    expect(result.current.form.showServerErrors(new Error('network'))).toBe(false);
    expect(result.current.form.formError).toBeNull();
  });

  it("checks what `toInput` builds, and the form's own rules win over the schema's words", async () => {
    const { result } = renderForm({
      toInput: (values) => ({ ...values, contactName: values.contactName.trim() }),
      check: (values) => ({ contactName: values.contactName ? undefined : 'ใส่ชื่อผู้ติดต่อด้วย' }),
    });
    await act(async () => {
      await result.current.form.validate();
    });
    expect(result.current.fields.contactName.error).toBe('ใส่ชื่อผู้ติดต่อด้วย');
    act(() => result.current.form.setValue('contactName', '   '));
    await act(async () => {
      await result.current.form.validate();
    });
    // Not blank as typed, blank once trimmed: the schema's message.
    expect(result.current.fields.contactName.error).toBe('กรุณากรอกชื่อผู้ติดต่อ');
  });

  it('lets a row claim every message under it, and clears a row with its cells', () => {
    const { result } = renderHook(() => {
      const form = useSchemaForm(BookingSchema, initial);
      return { form, row: form.errorIn('examinees.0') };
    });
    act(() => {
      result.current.form.setErrors({ 'examinees.0.idNumber': 'ผิด', 'examinees.1.idNumber': 'อื่น' });
    });
    expect(result.current.row).toBe('ผิด');
    expect(result.current.form.formError).toBe('อื่น');
    act(() => result.current.form.clearErrors('examinees.0'));
    expect(result.current.row).toBeUndefined();
  });
});
