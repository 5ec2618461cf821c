import type { ExamineeImportPreview } from '@jongdee/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { canSave } from './examinee-import-modal.tsx';
import { ExamineeImportPreviewPanel } from './examinee-import-preview.tsx';

const person = (row: number, firstName: string, idNumber: string, valid = true) => ({
  row,
  values: { title: 'นาย', firstName, lastName: 'ใจดี', idNumber, birthDate: '1992-03-15' },
  valid,
});

function makePreview(overrides: Partial<ExamineeImportPreview> = {}): ExamineeImportPreview {
  return {
    columns: [
      { key: 'title', header: 'คำนำหน้า' },
      { key: 'firstName', header: 'ชื่อ' },
      { key: 'lastName', header: 'นามสกุล' },
      { key: 'idNumber', header: 'เลขประจำตัว' },
      { key: 'birthDate', header: 'วันเกิด' },
    ],
    rows: [person(1, 'สมชาย', '1101701234561'), person(2, 'สมปอง', '1234567890123', false)],
    errors: [{ row: 2, column: 'เลขประจำตัว', message: 'เลขประจำตัวประชาชนไม่ถูกต้อง กรุณาตรวจสอบ 13 หลักอีกครั้ง' }],
    rowsTotal: 2,
    rowsValid: 1,
    examineeCount: 5,
    examineesFilled: 0,
    room: 5,
    ...overrides,
  };
}

const show = (preview: ExamineeImportPreview) =>
  renderRoutes([{ path: '/', element: <ExamineeImportPreviewPanel preview={preview} /> }], '/');

describe('ExamineeImportPreviewPanel', () => {
  it('lists each wrong row by number and name with its Thai error, and outlines the wrong cell', async () => {
    show(makePreview());
    const errors = await screen.findByTestId('examinee-import-errors');
    expect(errors.textContent).toContain('มี 1 แถวที่ต้องแก้ไข ยังไม่ได้บันทึกใคร');
    expect(errors.textContent).toContain('แถวที่ 2 · สมปอง ใจดี');
    expect(errors.textContent).toContain('เลขประจำตัว: เลขประจำตัวประชาชนไม่ถูกต้อง');
    const rows = screen.getAllByTestId('examinee-import-row');
    expect(rows[1]?.hasAttribute('data-invalid')).toBe(true);
    const wrong = within(rows[1] as HTMLElement).getByText('1234567890123');
    expect(wrong.closest('td')?.hasAttribute('data-error')).toBe(true);
    // Dates read as the person wrote them, in the Buddhist Era.
    expect(within(rows[0] as HTMLElement).getByText('15 มี.ค. 2535')).toBeTruthy();
  });

  it('says when there are more people than the booking has room for', async () => {
    show(makePreview({ rows: [person(1, 'ก', '1'), person(2, 'ข', '2')], errors: [], rowsValid: 2, room: 1 }));
    expect((await screen.findByTestId('examinee-import-over-room')).textContent).toContain(
      'มีรายชื่อ 2 คน แต่การจองนี้เพิ่มได้อีก 1 คน',
    );
  });
});

describe('canSave', () => {
  it('saves only when every row is right and the booking has room for all of them', () => {
    expect(canSave(makePreview())).toBe(false);
    expect(canSave(makePreview({ errors: [], rowsValid: 2 }))).toBe(true);
    expect(canSave(makePreview({ errors: [], rowsValid: 2, room: 1 }))).toBe(false);
    expect(canSave(makePreview({ rows: [], errors: [], rowsTotal: 0, rowsValid: 0 }))).toBe(false);
  });
});
