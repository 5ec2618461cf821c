import type { Receipt } from '@jongdee/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../api/client.ts';
import { BOOKING_ID, ok } from '../../test/fixtures.ts';
import { fakeApi, renderRoutes } from '../../test/render.tsx';
import { AmendReceiptModal } from './amend-receipt-modal.tsx';

const RECEIPT: Receipt = {
  id: '0193a1b2-0000-7000-8000-0000000000c1',
  receiptNo: 'RC-69-000007',
  status: 'issued',
  paymentId: '0193a1b2-c3d4-7e5f-8a9b-0000000000a1',
  bookingId: BOOKING_ID,
  payerName: 'สมชาย ใจดี',
  payerTaxId: null,
  payerAddress: null,
  amount: 240000,
  paidAt: '2026-11-22T03:00:00.000Z',
  issuedAt: '2026-11-22T03:05:00.000Z',
  cancelledAt: null,
  cancelReason: null,
  replacesNo: null,
};
const AMENDED: Receipt = {
  ...RECEIPT,
  id: '0193a1b2-0000-7000-8000-0000000000c2',
  receiptNo: 'RC-69-000008',
  payerName: 'บริษัท ก่อสร้างรุ่งเรือง จำกัด',
  payerTaxId: '0994000165510',
  replacesNo: RECEIPT.receiptNo,
};
const AMEND_PATH = `/api/admin/receipts/${RECEIPT.id}/amend`;

function openAmend(reply: Parameters<typeof fakeApi>[0][string]) {
  const api = fakeApi({ [`GET /api/admin/receipts/${RECEIPT.id}`]: ok(RECEIPT), [`POST ${AMEND_PATH}`]: reply });
  vi.stubGlobal('fetch', api.fetch);
  localStorage.setItem(TOKEN_KEY, 'token');
  const onClose = vi.fn();
  renderRoutes([{ path: '/', element: <AmendReceiptModal receipt={RECEIPT} opened onClose={onClose} /> }], '/');
  return { api, onClose, dialog: screen.getByRole('dialog', { name: `แก้ไขใบเสร็จ ${RECEIPT.receiptNo}` }) };
}

describe('amending a receipt', () => {
  it('starts from what the receipt says, sends the corrected payer, and names the new number', async () => {
    const { api, onClose, dialog } = openAmend(ok(AMENDED));
    const name = await within(dialog).findByLabelText(/^ชื่อผู้ชำระเงิน/);
    expect(name).toHaveProperty('value', 'สมชาย ใจดี');

    fireEvent.change(name, { target: { value: AMENDED.payerName } });
    fireEvent.change(within(dialog).getByLabelText(/^เลขประจำตัวผู้เสียภาษี/), { target: { value: '0994000165510' } });
    fireEvent.change(within(dialog).getByLabelText(/^ที่อยู่/), { target: { value: '99/9 ถนนพหลโยธิน ปทุมธานี' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ออกใบเสร็จใหม่' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls.find((call) => call.path === AMEND_PATH)).toMatchObject({
      method: 'POST',
      body: { payerName: AMENDED.payerName, payerTaxId: '0994000165510', payerAddress: '99/9 ถนนพหลโยธิน ปทุมธานี' },
    });
    expect(await screen.findByText('ออกใบเสร็จเลขที่ RC-69-000008 แทนฉบับเดิมแล้ว')).toBeTruthy();
  });

  it('refuses a tax id with a wrong check digit before sending, in Thai', async () => {
    const { api, dialog } = openAmend(ok(AMENDED));
    fireEvent.change(await within(dialog).findByLabelText(/^เลขประจำตัวผู้เสียภาษี/), {
      target: { value: '0994000165511' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ออกใบเสร็จใหม่' }));
    expect(await within(dialog).findByText('เลขประจำตัวผู้เสียภาษีต้องเป็นตัวเลข 13 หลักที่ถูกต้อง')).toBeTruthy();
    expect(api.calls.filter((call) => call.path === AMEND_PATH)).toHaveLength(0);
  });
});
