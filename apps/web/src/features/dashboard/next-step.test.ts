import type { BookingListItem } from '@jongdee/contracts';
import { describe, expect, it } from 'vitest';
import { makeBookingListItem } from '../../test/fixtures.ts';
import { nextStep, showsAmountDue } from './next-step.ts';

const booking = (overrides: Partial<BookingListItem>) => makeBookingListItem(overrides);
const ID = makeBookingListItem().id;

describe('nextStep', () => {
  it.each([
    [{ status: 'pending_payment' }, 'pay', `/payment/${ID}`],
    [{ status: 'pending_payment', rejectedSlipReason: 'ยอดไม่ตรง' }, 'resendSlip', `/payment/${ID}`],
    [{ status: 'pending_payment', rejectedSlipReason: '' }, 'resendSlip', `/payment/${ID}`],
    [{ status: 'payment_review', examineesFilled: 3 }, 'details', `/booking/${ID}`],
    [{ status: 'payment_review', examineesFilled: 1 }, 'addExaminees', `/booking/${ID}`],
    [{ status: 'confirmed', examineesFilled: 2 }, 'addExaminees', `/booking/${ID}`],
    [{ status: 'confirmed', examineesFilled: 3 }, 'details', `/booking/${ID}`],
    [{ status: 'completed', examineesFilled: 3 }, 'certificates', `/booking/${ID}`],
    [{ status: 'cancelled', examineesFilled: 0 }, 'details', `/booking/${ID}`],
    [{ status: 'expired', examineesFilled: 0 }, 'details', `/booking/${ID}`],
  ] as const)('%o → %s', (overrides, step, href) => {
    expect(nextStep(booking(overrides))).toEqual({ step, href });
  });
});

describe('showsAmountDue', () => {
  it('shows what is owed while money is awaited, not for a slip being checked or a closed booking', () => {
    expect(showsAmountDue(booking({ status: 'pending_payment', amountDue: 1000 }))).toBe(true);
    expect(showsAmountDue(booking({ status: 'confirmed', amountDue: 1000 }))).toBe(true);
    expect(showsAmountDue(booking({ status: 'confirmed', amountDue: 0 }))).toBe(false);
    expect(showsAmountDue(booking({ status: 'payment_review', amountDue: 1000 }))).toBe(false);
    expect(showsAmountDue(booking({ status: 'expired', amountDue: 1000 }))).toBe(false);
  });
});
