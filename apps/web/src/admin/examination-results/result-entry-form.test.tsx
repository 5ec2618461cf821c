import {
  CERTIFICATE_FORMS,
  type ExaminationResult,
  FORM_ITEM_GROUP_LABELS,
  type ResultForm,
  validateResultItems,
} from '@jongdee/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../test/fixtures.ts';
import { fakeApi, renderRoutes } from '../../test/render.tsx';
import { ResultEntryForm, type ResultVisit } from './result-entry-form.tsx';
import { formItems } from './result-values.ts';

const EXAMINEE_ID = '0193a1b2-c3d4-7e5f-8a9b-00000000e001';
const DOCTOR_ID = '0193a1b2-c3d4-7e5f-8a9b-00000000d001';
const SAVE = `PUT /api/admin/examination-results/examinee/${EXAMINEE_ID}`;

function makeForm(
  overrides: { type?: ResultForm['work']['booking']['certificateType']; gender?: 'male' | 'female' } = {},
) {
  return {
    work: {
      examinee: {
        id: EXAMINEE_ID,
        title: 'นาย',
        firstName: 'สมชาย',
        lastName: 'ใจดี',
        idNumber: 'x-xxxx-xxxxx-56-1',
        gender: overrides.gender ?? 'male',
        checkedInAt: '2026-11-23T02:05:00.000Z',
      },
      booking: {
        id: '0193a1b2-c3d4-7e5f-8a9b-00000000b001',
        bookingNo: 'BK-691123-0001',
        status: 'confirmed',
        appointmentDate: '2026-11-23',
        slotTime: '09:00',
        clinicId: '0193a1b2-c3d4-7e5f-8a9b-00000000c001',
        clinicName: 'คลินิกจองดี สาขาสีลม',
        serviceName: 'ตรวจสุขภาพทั่วไป',
        certificateType: overrides.type ?? 'general',
      },
      result: null,
      certificate: null,
    },
    doctors: [{ id: DOCTOR_ID, name: 'นพ.ทดสอบ ใจดี', licenseNo: 'ว.12345' }],
    result: null,
  } satisfies ResultForm;
}

const SAVED: ExaminationResult = {
  id: '0193a1b2-c3d4-7e5f-8a9b-00000000a001',
  examineeId: EXAMINEE_ID,
  bookingId: '0193a1b2-c3d4-7e5f-8a9b-00000000b001',
  examDate: '2026-11-23',
  doctor: { id: DOCTOR_ID, name: 'นพ.ทดสอบ ใจดี', licenseNo: 'ว.12345' },
  items: [],
  conclusion: 'fit',
  doctorOpinion: null,
  remark: null,
  source: 'form',
  importId: null,
  recordedBy: '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
  createdAt: '2026-11-23T03:00:00.000Z',
  updatedAt: '2026-11-23T03:00:00.000Z',
};

/** Checked in at the front desk at 09:10 on the appointment day. */
const ARRIVED: ResultVisit = { checkedInAt: '2026-11-23T02:10:00.000Z', noShowAt: null };

function renderForm(form: ResultForm, replies: Parameters<typeof fakeApi>[0] = {}, visit: ResultVisit = ARRIVED) {
  const api = fakeApi({ [SAVE]: ok(SAVED), ...replies });
  vi.stubGlobal('fetch', api.fetch);
  const onSaved = vi.fn();
  renderRoutes([{ path: '/', element: <ResultEntryForm form={form} visit={visit} hasNext onSaved={onSaved} /> }], '/');
  return { api, onSaved, form: screen.getByRole('form', { name: 'บันทึกผลตรวจ นายสมชาย ใจดี' }) };
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const saves = (api: ReturnType<typeof fakeApi>) => api.calls.filter((call) => call.method === 'PUT');
/** The segmented answers of an item, found by their visible label (a role query over the whole form is slow). */
function group(name: string): HTMLElement {
  const label = screen.getByText(new RegExp(`^${literal(name)}`), { selector: 'p, label' });
  const control = document.querySelector<HTMLElement>(`[aria-labelledby="${label.id}"]`);
  expect(control?.getAttribute('role')).toBe('radiogroup');
  return control as HTMLElement;
}
const answer = (item: string, choice: string) =>
  fireEvent.click(within(group(item)).getByRole('radio', { name: choice }));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${literal(label)}`)), { target: { value } });

afterEach(() => vi.unstubAllGlobals());

describe('the result form, drawn from the certificate type', { timeout: 20_000 }, () => {
  it('shows every item of the general form under its group, with the right input for its kind', () => {
    renderForm(makeForm());
    const general = CERTIFICATE_FORMS.general;
    for (const label of Object.values(FORM_ITEM_GROUP_LABELS).slice(0, 3)) {
      expect(screen.getByRole('heading', { name: label })).toBeTruthy();
    }
    for (const item of general.items) {
      if (item.detailFor) continue; // asked only when its item is abnormal
      if (item.kind === 'normal_abnormal' || item.kind === 'present_absent') {
        const radios = within(group(item.label)).getAllByRole('radio');
        expect(radios.map((radio) => radio.closest('div')?.textContent)).toEqual(
          item.kind === 'normal_abnormal' ? ['ปกติ', 'ผิดปกติ'] : ['ไม่ปรากฏ', 'ปรากฏ'],
        );
      } else {
        expect(screen.getByLabelText(new RegExp(`^${literal(item.label)}`))).toBeTruthy();
      }
    }
    // Units beside the numbers; the examination is on the day of the visit, in the Buddhist Era, not editable.
    expect(screen.getByText('กก.')).toBeTruthy();
    expect(screen.getByText('มม.ปรอท')).toBeTruthy();
    expect(screen.getByLabelText(/^วันที่ตรวจ/)).toHaveProperty('value', '23 พ.ย. 2569');
    expect(screen.getByLabelText(/^วันที่ตรวจ/)).toHaveProperty('readOnly', true);
    // The clinic's only doctor is chosen already.
    expect(screen.getByRole('textbox', { name: /แพทย์ผู้ตรวจ/ })).toHaveProperty('value', 'นพ.ทดสอบ ใจดี (ว.12345)');
    // The detail of an abnormal general condition appears only once it is abnormal.
    expect(screen.queryByLabelText(/^รายละเอียดความผิดปกติ/)).toBeNull();
    answer('สภาพร่างกายทั่วไป', 'ผิดปกติ');
    expect(screen.getByLabelText(/^รายละเอียดความผิดปกติ/)).toBeTruthy();
  });

  it('asks the migrant-worker form of a woman for pregnancy, and not of a man', () => {
    expect(formItems(makeForm({ type: 'migrant_worker', gender: 'male' })).map((item) => item.code)).not.toContain(
      'pregnancy',
    );
    renderForm(makeForm({ type: 'migrant_worker', gender: 'female' }));
    expect(within(group('การตรวจการตั้งครรภ์')).getAllByRole('radio')).toHaveLength(2);
    // Its own three answers, not the yes/no of the council forms.
    expect(within(group('โรคเรื้อน')).getAllByRole('radio')).toHaveLength(3);
  });

  it('refuses an incomplete result with the same Thai messages as the server, at each field, and sends nothing', async () => {
    const { api, form } = renderForm(makeForm());
    type('ความดันโลหิต', '120-80');
    type('น้ำหนักตัว', '400');
    answer('สภาพร่างกายทั่วไป', 'ผิดปกติ');
    fireEvent.click(within(form).getByRole('button', { name: 'บันทึกผล' }));

    expect(await screen.findByText('กรุณาตรวจสอบช่องที่ไฮไลต์')).toBeTruthy();
    const expected = validateResultItems(
      'general',
      CERTIFICATE_FORMS.general.items.map((item) => ({
        code: item.code,
        label: item.label,
        unit: item.unit ?? null,
        normal: true,
        value: { blood_pressure: '120-80', weight: '400', general_condition: 'abnormal' }[item.code as string] ?? '',
      })),
      { gender: 'male' },
    );
    expect(expected.length).toBeGreaterThan(5);
    for (const error of expected) expect(screen.getByText(error.message)).toBeTruthy();
    expect(screen.getByText('ความดันโลหิตต้องอยู่ในรูปแบบ ตัวบน/ตัวล่าง เช่น 120/80')).toBeTruthy();
    expect(screen.getByText('น้ำหนักตัวต้องอยู่ระหว่าง 2–300 กก.')).toBeTruthy();
    expect(screen.getByText('กรุณาระบุรายละเอียดเมื่อสภาพร่างกายทั่วไปผิดปกติ')).toBeTruthy();
    expect(screen.getByText('กรุณาเลือกผลอาการของโรคพิษสุราเรื้อรัง')).toBeTruthy();
    expect(screen.getByText('กรุณาเลือกผลสรุป')).toBeTruthy();
    // The first field with a message has the focus.
    expect(document.activeElement).toBe(screen.getByLabelText(/^น้ำหนักตัว/));
    expect(saves(api)).toHaveLength(0);
  });

  it('sends the items with the form’s labels and units, normal flags, the doctor and the conclusion', async () => {
    const { api, onSaved, form } = renderForm(makeForm());
    type('น้ำหนักตัว', '62.5');
    type('ความสูง', '170');
    type('ความดันโลหิต', '150/95');
    type('ชีพจร', '72');
    answer('สภาพร่างกายทั่วไป', 'ผิดปกติ');
    type('รายละเอียดความผิดปกติ', 'ผื่นที่แขน');
    fireEvent.click(within(form).getByRole('button', { name: /ปกติทุกข้อที่ยังไม่เลือกในโรคและภาวะที่ตรวจ/ }));
    answer('อาการของโรคพิษสุราเรื้อรัง', 'ปรากฏ');
    fireEvent.click(within(group('ผลสรุป')).getByRole('radio', { name: 'ผ่าน (มีข้อแนะนำ)' }));
    expect(screen.getByText('พิมพ์บนใบรับรองว่า "สุขภาพร่างกายแข็งแรง โดยมีข้อแนะนำตามที่ระบุ"')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^ความเห็นและคำแนะนำของแพทย์/), { target: { value: ' ลดเครื่องดื่มแอลกอฮอล์ ' } });
    fireEvent.change(screen.getByLabelText(/^หมายเหตุ/), { target: { value: 'ความดันสูง นัดตรวจซ้ำ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'บันทึกแล้วไปคนถัดไป' }));

    await waitFor(() => expect(saves(api)).toHaveLength(1));
    const body = saves(api)[0]?.body as { items: { code: string }[] };
    const byCode = (code: string) => body.items.find((item) => item.code === code);
    expect(body).toMatchObject({
      doctorId: DOCTOR_ID,
      conclusion: 'fit_with_remarks',
      doctorOpinion: 'ลดเครื่องดื่มแอลกอฮอล์',
      remark: 'ความดันสูง นัดตรวจซ้ำ',
      confirmOutOfRange: false,
    });
    // The date is the visit's, set by the server: the form cannot send another.
    expect(body).not.toHaveProperty('examDate');
    expect(body.items.map((item) => item.code)).toEqual(CERTIFICATE_FORMS.general.items.map((item) => item.code));
    expect(byCode('weight')).toEqual({ code: 'weight', label: 'น้ำหนักตัว', value: '62.5', unit: 'กก.', normal: true });
    expect(byCode('blood_pressure')).toEqual({
      code: 'blood_pressure',
      label: 'ความดันโลหิต',
      value: '150/95',
      unit: 'มม.ปรอท',
      normal: false,
    });
    expect(byCode('general_condition')).toMatchObject({ value: 'abnormal', normal: false });
    expect(byCode('general_condition_detail')).toMatchObject({ value: 'ผื่นที่แขน', unit: null });
    expect(byCode('tuberculosis')).toMatchObject({ value: 'absent', normal: true });
    expect(byCode('alcoholism')).toMatchObject({ value: 'present', normal: false });
    expect(byCode('other_disease')).toMatchObject({ value: '' });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(SAVED, true));
    expect(await screen.findByText('บันทึกผลตรวจของ นายสมชาย ใจดี แล้ว')).toBeTruthy();
  });

  it("puts the server's field messages on the fields and shows its refusal", async () => {
    const { form } = renderForm(makeForm(), {
      [SAVE]: {
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION_ERROR',
          error: 'ข้อมูลไม่ถูกต้อง',
          details: [{ field: 'items.pulse', message: 'ชีพจรต้องอยู่ระหว่าง 20–250 ครั้ง/นาที' }],
        },
      },
    });
    type('น้ำหนักตัว', '62');
    type('ความสูง', '170');
    type('ความดันโลหิต', '120/80');
    type('ชีพจร', '72');
    fireEvent.click(within(form).getByRole('button', { name: /ปกติทุกข้อที่ยังไม่เลือกในสภาพร่างกายทั่วไป/ }));
    fireEvent.click(within(form).getByRole('button', { name: /ปกติทุกข้อที่ยังไม่เลือกในโรคและภาวะที่ตรวจ/ }));
    fireEvent.click(within(group('ผลสรุป')).getByRole('radio', { name: 'ผ่าน' }));
    fireEvent.click(within(form).getByRole('button', { name: 'บันทึกผล' }));

    expect(await screen.findByText('ชีพจรต้องอยู่ระหว่าง 20–250 ครั้ง/นาที')).toBeTruthy();
    expect(within(form).getByRole('alert').textContent).toBe('ข้อมูลไม่ถูกต้อง');
  });

  /** A complete general result with blood pressure 150/95 (above the normal range) and the given conclusion. */
  function fillHighPressure(form: HTMLElement, conclusion: string) {
    type('น้ำหนักตัว', '62');
    type('ความสูง', '170');
    type('ความดันโลหิต', '150/95');
    type('ชีพจร', '72');
    fireEvent.click(within(form).getByRole('button', { name: /ปกติทุกข้อที่ยังไม่เลือกในสภาพร่างกายทั่วไป/ }));
    fireEvent.click(within(form).getByRole('button', { name: /ปกติทุกข้อที่ยังไม่เลือกในโรคและภาวะที่ตรวจ/ }));
    fireEvent.click(within(group('ผลสรุป')).getByRole('radio', { name: conclusion }));
  }

  it("asks for the doctor's remark before sending a pass with an abnormal value, in the server's words", async () => {
    const { api, form } = renderForm(makeForm());
    fillHighPressure(form, 'ผ่าน');
    fireEvent.click(within(form).getByRole('button', { name: 'บันทึกผล' }));
    expect(
      await screen.findByText('ผลตรวจมีรายการนอกเกณฑ์ปกติ (ความดันโลหิต) หากสรุปว่า "ผ่าน" กรุณาระบุหมายเหตุของแพทย์'),
    ).toBeTruthy();
    expect(saves(api)).toHaveLength(0);
  });

  it('asks once to confirm values outside the normal range, then sends them confirmed', async () => {
    const details = [
      { field: 'items.blood_pressure', message: 'ความดันโลหิต 150/95 มม.ปรอท สูงกว่าเกณฑ์ปกติ (90/60–139/89)' },
    ];
    const { api, onSaved, form } = renderForm(makeForm(), {
      [SAVE]: [
        { status: 409, body: { success: false, code: 'RESULT_NEEDS_CONFIRMATION', error: 'ยืนยันก่อน', details } },
        ok(SAVED),
      ],
    });
    fillHighPressure(form, 'ไม่ผ่าน');
    fireEvent.click(within(form).getByRole('button', { name: 'บันทึกผล' }));

    const confirm = await screen.findByTestId('result-confirm');
    expect(confirm.textContent).toContain('ค่าบางรายการอยู่นอกเกณฑ์ปกติ');
    expect(confirm.textContent).toContain(details[0]?.message);
    expect(saves(api)[0]?.body).toMatchObject({ confirmOutOfRange: false });
    expect(onSaved).not.toHaveBeenCalled();

    fireEvent.click(within(confirm).getByRole('button', { name: 'ยืนยันค่าที่นอกเกณฑ์และบันทึก' }));
    await waitFor(() => expect(saves(api)).toHaveLength(2));
    expect(saves(api)[1]?.body).toMatchObject({ confirmOutOfRange: true, conclusion: 'unfit' });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(SAVED, false));
  });

  it('waits for the check-in: someone who has not arrived cannot have a result recorded', () => {
    renderForm(makeForm(), {}, { checkedInAt: null, noShowAt: null });
    expect(screen.getByTestId('result-not-checked-in').textContent).toContain('ยังไม่เช็กอิน');
    expect(screen.getByRole('link', { name: 'ไปหน้าเช็กอิน' }).getAttribute('href')).toBe(
      '/admin/check-in?q=BK-691123-0001',
    );
    expect(screen.getByLabelText(/^น้ำหนักตัว/).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'บันทึกผล' })).toBeNull();
  });

  it('shows a certified result locked, with the way to its certificate, and no save', () => {
    const base = makeForm();
    const locked: ResultForm = {
      ...base,
      work: {
        ...base.work,
        result: { id: SAVED.id, examDate: '2026-11-23', conclusion: 'fit', doctorName: 'นพ.ทดสอบ ใจดี' },
        certificate: { id: '0193a1b2-c3d4-7e5f-8a9b-00000000f001', certificateNo: 'MC-69-000001', status: 'valid' },
      },
      result: { ...SAVED, items: [{ code: 'weight', label: 'น้ำหนักตัว', value: '62', unit: 'กก.', normal: true }] },
    };
    renderForm(locked, { [SAVE]: fail(409, 'ล็อกแล้ว', 'RESULT_LOCKED') });
    expect(screen.getByText('ออกใบรับรองแพทย์ MC-69-000001 แล้ว ผลตรวจนี้แก้ไขไม่ได้')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'เปิดใบรับรอง MC-69-000001' }).getAttribute('href')).toBe(
      '/admin/certificates/view/0193a1b2-c3d4-7e5f-8a9b-00000000f001',
    );
    expect(screen.getByLabelText(/^น้ำหนักตัว/)).toHaveProperty('value', '62');
    expect(screen.getByLabelText(/^น้ำหนักตัว/).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'บันทึกผล' })).toBeNull();
  });
});
