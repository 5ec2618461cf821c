import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BANGKOK_NOON, testsRunAt } from '../test/environment.ts';
import { renderRoutes } from '../test/render.tsx';
import { ThaiBirthDateInput, ThaiDatePicker, ThaiDatePickerInput } from './thai-date-picker.tsx';

// jsdom lays nothing out, so an open dropdown counts as detached from its field and is hidden: look inside anyway.
const inCalendar = { hidden: true } as const;

function SingleDate() {
  const [value, setValue] = useState<string | null>('2026-11-23');
  return <ThaiDatePickerInput label="วันนัด" value={value} onChange={setValue} />;
}

function DateRange() {
  const [value, setValue] = useState<[string | null, string | null]>(['2026-11-01', '2026-11-03']);
  return <ThaiDatePickerInput type="range" label="ช่วงวันที่" value={value} onChange={setValue} />;
}

function BirthDate() {
  return <ThaiDatePickerInput label="วันเกิด" defaultLevel="decade" value={null} onChange={() => {}} />;
}

function TypedBirthDate() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <ThaiBirthDateInput label="วันเกิด" value={value} onChange={setValue} clearable />
      <output data-testid="birth-date">{value ?? ''}</output>
    </>
  );
}

function Inline() {
  return (
    <ThaiDatePicker
      value="2026-11-23"
      onChange={() => {}}
      maxLevel="month"
      getDayAriaLabel={(day) => (day === '2026-11-24' ? '24 พฤศจิกายน 2569 ว่าง' : day)}
    />
  );
}

/** No element's own text carries a CE year (day numbers are elements of their own, so `20` is not one). */
function expectNoCeYear() {
  expect(screen.queryAllByText(/20[23]\d/, { ignore: 'script, style' })).toEqual([]);
}

testsRunAt(BANGKOK_NOON);

// Opening calendars in jsdom is slow on a busy machine: room beyond the default 5 s.
const SLOW = { timeout: 20_000 };

describe('ThaiDatePickerInput', SLOW, () => {
  it('shows the value, the month, the year and the decade in the Buddhist Era, never the CE year', async () => {
    renderRoutes([{ path: '/', element: <SingleDate /> }], '/');
    const field = await screen.findByRole('button', { name: 'วันนัด' });
    expect(field.textContent).toBe('23 พ.ย. 2569');

    fireEvent.click(field);
    const calendar = await screen.findByRole('dialog', inCalendar);
    const monthHeader = within(calendar).getByRole('button', { name: 'พฤศจิกายน 2569', ...inCalendar });
    expect(within(calendar).getByRole('button', { name: '23 พฤศจิกายน 2569', ...inCalendar })).toBeTruthy();
    expect(within(calendar).getByRole('button', { name: 'เดือนถัดไป', ...inCalendar })).toBeTruthy();

    fireEvent.click(monthHeader);
    const yearHeader = await within(calendar).findByRole('button', { name: '2569', ...inCalendar });
    fireEvent.click(yearHeader);
    // The decade of 2020–2029.
    expect(await within(calendar).findByText('2563 – 2572')).toBeTruthy();
    expect(within(calendar).getByRole('button', { name: '2572', ...inCalendar })).toBeTruthy();
    expectNoCeYear();
  });

  it('shows a range in the Buddhist Era, field and header', async () => {
    renderRoutes([{ path: '/', element: <DateRange /> }], '/');
    const field = await screen.findByRole('button', { name: 'ช่วงวันที่' });
    expect(field.textContent).toBe('1 พ.ย. 2569 – 3 พ.ย. 2569');

    fireEvent.click(field);
    const calendar = await screen.findByRole('dialog', inCalendar);
    expect(within(calendar).getByRole('button', { name: 'พฤศจิกายน 2569', ...inCalendar })).toBeTruthy();
    expectNoCeYear();
  });

  it('opens a birth date on its decade, in the Buddhist Era', async () => {
    renderRoutes([{ path: '/', element: <BirthDate /> }], '/');
    fireEvent.click(await screen.findByRole('button', { name: 'วันเกิด' }));
    const calendar = await screen.findByRole('dialog', inCalendar);
    expect(within(calendar).getByText('2563 – 2572')).toBeTruthy();
    fireEvent.click(within(calendar).getByRole('button', { name: '2565', ...inCalendar }));
    expect(await within(calendar).findByRole('button', { name: '2565', ...inCalendar })).toBeTruthy();
    expectNoCeYear();
  });
});

describe('ThaiBirthDateInput', SLOW, () => {
  it('opens on the decade of about 30 years ago, in the Buddhist Era', async () => {
    renderRoutes([{ path: '/', element: <TypedBirthDate /> }], '/');
    await userEvent.click(await screen.findByRole('textbox', { name: 'วันเกิด' }));
    // 2569 − 30 = 2539: the decade 2533–2542 (CE 1990–1999).
    expect(await screen.findByText('2533 – 2542')).toBeTruthy();
    expect(screen.getByRole('button', { name: '2535', ...inCalendar })).toBeTruthy();
    expectNoCeYear();
  });

  it('takes a date typed day first with its Buddhist-Era year, and shows it the same way', async () => {
    renderRoutes([{ path: '/', element: <TypedBirthDate /> }], '/');
    const field = await screen.findByRole('textbox', { name: 'วันเกิด' });
    await userEvent.type(field, '15/03/2535');
    expect(screen.getByTestId('birth-date').textContent).toBe('1992-03-15');
    await userEvent.tab();
    expect(field).toHaveProperty('value', '15/03/2535');

    // Eight digits without separators, as a phone's number pad types them.
    await userEvent.clear(field);
    await userEvent.type(field, '01012500');
    expect(screen.getByTestId('birth-date').textContent).toBe('1957-01-01');
  });

  it('refuses a day after today and a day the calendar does not have', async () => {
    renderRoutes([{ path: '/', element: <TypedBirthDate /> }], '/');
    const field = await screen.findByRole('textbox', { name: 'วันเกิด' });
    await userEvent.type(field, '01/01/2600');
    expect(screen.getByTestId('birth-date').textContent).toBe('');
    await userEvent.clear(field);
    await userEvent.type(field, '31/02/2535');
    expect(screen.getByTestId('birth-date').textContent).toBe('');
  });
});

describe('ThaiDatePicker', () => {
  it('heads its month in the Buddhist Era and keeps the caller’s richer day names', async () => {
    renderRoutes([{ path: '/', element: <Inline /> }], '/');
    expect(await screen.findByText('พฤศจิกายน 2569')).toBeTruthy();
    expect(screen.getByRole('button', { name: '24 พฤศจิกายน 2569 ว่าง' })).toBeTruthy();
    expectNoCeYear();
  });
});
