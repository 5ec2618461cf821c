import type { ImportPreview } from '@jongdee/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { importFileProblem } from './import-file.ts';
import { CommitBar, canCommit, ImportPreviewPanel } from './import-preview.tsx';
import { importTarget, parseImportState, toSearchParams } from './list-search.ts';

const BOOKING_ID = '0199a1b2-0000-7000-8000-000000000001';

/** A row of the sheet: one examinee of booking BK-691123-0001 and their blood pressure. */
const sheetRow = (row: number, idNumber: string, bloodPressure: string, valid = true) => ({
  row,
  values: { bookingNo: 'BK-691123-0001', idNumber, blood_pressure: bloodPressure },
  valid,
});

function makePreview(overrides: Partial<ImportPreview> = {}): ImportPreview {
  return {
    id: '0199a1b2-0000-7000-8000-0000000000aa',
    kind: 'examination_results',
    fileName: 'ผลตรวจ-คลินิกทดสอบ.xlsx',
    status: 'previewed',
    bookingId: null,
    bookingNo: null,
    clinicId: '0199a1b2-0000-7000-8000-0000000000cc',
    clinicName: 'คลินิกทดสอบ',
    certificateType: 'general',
    rowsTotal: 3,
    rowsValid: 3,
    errors: [],
    certificatesIssued: 0,
    createdBy: { id: '0199a1b2-0000-7000-8000-0000000000dd', name: 'ผู้ดูแล ระบบ' },
    committedAt: null,
    createdAt: '2026-11-23T03:00:00.000Z',
    columns: [
      { key: 'bookingNo', header: 'เลขที่การจอง *' },
      { key: 'idNumber', header: 'เลขประจำตัว *' },
      { key: 'blood_pressure', header: 'ความดันโลหิต *' },
    ],
    rows: [
      sheetRow(2, '1101700230705', '120/80'),
      sheetRow(3, '3100600000015', '118/76'),
      sheetRow(4, '1909800000016', '125/85'),
    ],
    ...overrides,
  };
}

/** Row 4's blood pressure is "120" and row 3 lacks its conclusion: the errors arrive out of row order. */
const WITH_ERRORS = makePreview({
  rowsValid: 1,
  errors: [
    { row: 4, column: 'ความดันโลหิต *', message: 'ความดันโลหิตต้องเป็น ตัวบน/ตัวล่าง เช่น 120/80' },
    { row: 3, column: 'ผลสรุป', message: 'กรุณาเลือกผลสรุป' },
  ],
  rows: [
    sheetRow(2, '1101700230705', '120/80'),
    sheetRow(3, '3100600000015', '118/76', false),
    sheetRow(4, '1909800000016', '120', false),
  ],
});

function renderPanel(preview: ImportPreview) {
  const onCommit = vi.fn();
  const onUploadAgain = vi.fn();
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <ImportPreviewPanel preview={preview} onCommit={onCommit} committing={false} onUploadAgain={onUploadAgain} />
        ),
      },
    ],
    '/',
  );
  return { onCommit, onUploadAgain };
}

describe('the preview of an uploaded file', () => {
  it('lists every error by row and column in Thai, in row order, and counts the rows', () => {
    renderPanel(WITH_ERRORS);

    expect(screen.getByTestId('import-rows-total').textContent).toBe('3');
    expect(screen.getByTestId('import-rows-valid').textContent).toBe('1');
    expect(screen.getByTestId('import-rows-invalid').textContent).toBe('2');
    expect(screen.getByText('พบข้อผิดพลาด 2 จุด ใน 2 แถว — ยังไม่มีข้อมูลใดถูกบันทึก')).toBeTruthy();

    const table = screen.getByRole('table', { name: 'ข้อผิดพลาดในไฟล์' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['แถว', 'คอลัมน์', 'ข้อผิดพลาด']);
    const rows = within(table)
      .getAllByTestId('import-error-row')
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['3', 'ผลสรุป', 'กรุณาเลือกผลสรุป'],
      // The template's required mark is not part of the column's name.
      ['4', 'ความดันโลหิต', 'ความดันโลหิตต้องเป็น ตัวบน/ตัวล่าง เช่น 120/80'],
    ]);
  });

  it('highlights the invalid rows and outlines the wrong cell with its message', () => {
    renderPanel(WITH_ERRORS);

    const rows = within(screen.getByRole('table', { name: 'ข้อมูลทุกแถวในไฟล์' })).getAllByTestId('import-preview-row');
    expect(rows.map((row) => row.hasAttribute('data-invalid'))).toEqual([false, true, true]);
    const wrong = within(rows[2] as HTMLElement).getByText('120');
    expect(wrong.getAttribute('data-error')).toBe('true');
    expect(wrong.getAttribute('title')).toBe('ความดันโลหิตต้องเป็น ตัวบน/ตัวล่าง เช่น 120/80');
    expect(within(rows[2] as HTMLElement).getByText('มีข้อผิดพลาด')).toBeTruthy();

    // Only the rows with errors, on request.
    fireEvent.click(screen.getByText('เฉพาะแถวที่มีข้อผิดพลาด'));
    expect(screen.getAllByTestId('import-preview-row')).toHaveLength(2);
  });

  it('pages 5,000 rows fifty at a time', () => {
    const rows = Array.from({ length: 5000 }, (_, index) => ({
      row: index + 2,
      values: { bookingNo: `BK-${index}`, idNumber: null, blood_pressure: '120/80' },
      valid: true,
    }));
    renderPanel(makePreview({ rowsTotal: 5000, rowsValid: 5000, rows }));

    expect(screen.getAllByTestId('import-preview-row')).toHaveLength(50);
    expect(screen.getByText('แสดงแถว 1–50 จาก 5,000 แถว')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'หน้าถัดไป' }));
    expect(screen.getByText('แสดงแถว 51–100 จาก 5,000 แถว')).toBeTruthy();
    expect(screen.getByText('BK-50')).toBeTruthy();
  });
});

describe('the save button: all rows or none', () => {
  it('is disabled while any row has an error, says why, and offers the fixed file instead', () => {
    const { onCommit, onUploadAgain } = renderPanel(WITH_ERRORS);

    const save = screen.getByRole('button', { name: 'บันทึกทั้งหมด' });
    expect(save).toHaveProperty('disabled', true);
    expect(screen.getByText('บันทึกไม่ได้จนกว่าทุกแถวจะถูกต้อง แก้ไขไฟล์แล้วอัปโหลดใหม่')).toBeTruthy();
    expect(save.getAttribute('aria-describedby')).toBe(
      screen.getByText('บันทึกไม่ได้จนกว่าทุกแถวจะถูกต้อง แก้ไขไฟล์แล้วอัปโหลดใหม่').id,
    );
    expect(screen.getByRole('checkbox', { name: /ออกใบรับรองแพทย์ให้ผู้ที่นำเข้าผลทันที/ })).toHaveProperty('disabled', true);
    fireEvent.click(save);
    expect(onCommit).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'อัปโหลดไฟล์ที่แก้แล้ว' }));
    expect(onUploadAgain).toHaveBeenCalledOnce();
  });

  it('saves every row of a clean results file, issuing certificates when asked', () => {
    const { onCommit } = renderPanel(makePreview());

    expect(screen.getByText('ทุกแถวถูกต้อง พร้อมบันทึก 3 แถว')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'อัปโหลดไฟล์ที่แก้แล้ว' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: /ออกใบรับรองแพทย์ให้ผู้ที่นำเข้าผลทันที/ }));
    const save = screen.getByRole('button', { name: 'บันทึกทั้งหมด' });
    expect(save).toHaveProperty('disabled', false);
    fireEvent.click(save);
    expect(onCommit).toHaveBeenCalledWith({ issueCertificates: true });
  });

  it('offers no certificates for examinees, and never sends the option for them', () => {
    const onCommit = vi.fn();
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <CommitBar
              preview={makePreview({ kind: 'examinees', bookingId: BOOKING_ID, certificateType: null })}
              onCommit={onCommit}
              committing={false}
              onUploadAgain={() => {}}
            />
          ),
        },
      ],
      '/',
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกทั้งหมด' }));
    expect(onCommit).toHaveBeenCalledWith({ issueCertificates: false });
  });

  it('follows the rule: previewed, no errors, every row valid, at least one row', () => {
    expect(canCommit(makePreview())).toBe(true);
    expect(canCommit(WITH_ERRORS)).toBe(false);
    expect(canCommit(makePreview({ status: 'committed' }))).toBe(false);
    expect(canCommit(makePreview({ rowsTotal: 0, rowsValid: 0, rows: [] }))).toBe(false);
    expect(canCommit(makePreview({ rowsValid: 2 }))).toBe(false);
  });
});

describe('the file check before sending', () => {
  const file = (name: string, size: number) => {
    const made = new File(['x'], name);
    Object.defineProperty(made, 'size', { value: size });
    return made;
  };

  it('takes .xlsx up to 10 MB and says in Thai what is wrong with anything else', () => {
    expect(importFileProblem(file('ผลตรวจ.xlsx', 2048))).toBeNull();
    expect(importFileProblem(file('RESULTS.XLSX', 10 * 1024 * 1024))).toBeNull();
    expect(importFileProblem(file('ผลตรวจ.xls', 2048))).toMatch(/\.xlsx เท่านั้น/);
    expect(importFileProblem(file('ผลตรวจ.csv', 2048))).toMatch(/\.xlsx เท่านั้น/);
    expect(importFileProblem(file('ผลตรวจ.xlsx', 10 * 1024 * 1024 + 1))).toMatch(/ใหญ่เกิน 10 MB/);
    expect(importFileProblem(file('ผลตรวจ.xlsx', 0))).toMatch(/ว่างเปล่า/);
  });
});

describe('the choice in the URL', () => {
  it('keeps only the target of the chosen kind, and is complete only when every part is chosen', () => {
    const state = parseImportState(
      new URLSearchParams(`kind=examinees&bookingId=${BOOKING_ID}&clinicId=${BOOKING_ID}&certificateType=general`),
    );
    expect(state).toMatchObject({ kind: 'examinees', bookingId: BOOKING_ID, clinicId: '', certificateType: '' });
    expect(importTarget(state)).toEqual({ kind: 'examinees', bookingId: BOOKING_ID });

    const results = parseImportState(new URLSearchParams(`kind=examination_results&clinicId=${BOOKING_ID}`));
    expect(importTarget(results)).toBeNull();
    const complete = { ...results, certificateType: 'general' as const, date: '2026-11-23' };
    expect(importTarget(complete)).toEqual({
      kind: 'examination_results',
      clinicId: BOOKING_ID,
      certificateType: 'general',
      date: '2026-11-23',
    });
    expect(parseImportState(toSearchParams(complete))).toEqual(complete);
    expect(parseImportState(new URLSearchParams('kind=nonsense&page=-2&history=x'))).toMatchObject({
      kind: '',
      page: 1,
      history: '',
    });
  });
});
