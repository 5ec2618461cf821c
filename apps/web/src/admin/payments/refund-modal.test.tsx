import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../api/client.ts';
import { makePayment } from '../../features/payments/payment-test-data.ts';
import { BANGKOK_NOON, testsRunAt } from '../../test/environment.ts';
import { fail, ok } from '../../test/fixtures.ts';
import { fakeApi, renderRoutes } from '../../test/render.tsx';
import { RefundModal } from './refund-modal.tsx';

const PAID = makePayment({ status: 'verified', method: 'cash', verifiedAt: '2026-11-22T03:00:00.000Z' });
const REFUND_PATH = `/api/admin/payments/${PAID.id}/refund`;
const REFUNDED = makePayment({
  status: 'refunded',
  refundedAt: '2026-11-23T03:30:00.000Z',
  refundNote: 'โอนคืนเข้าบัญชีลูกค้า เลขอ้างอิง 0123',
});

function openRefund(reply: Parameters<typeof fakeApi>[0][string] = ok(REFUNDED)) {
  const api = fakeApi({ [`POST ${REFUND_PATH}`]: reply });
  vi.stubGlobal('fetch', api.fetch);
  localStorage.setItem(TOKEN_KEY, 'token');
  const onClose = vi.fn();
  const onDone = vi.fn();
  renderRoutes([{ path: '/', element: <RefundModal payment={PAID} opened onClose={onClose} onDone={onDone} /> }], '/');
  return { api, onClose, onDone, dialog: screen.getByRole('dialog', { name: `บันทึกการคืนเงิน ${PAID.paymentNo}` }) };
}

const refunds = (api: ReturnType<typeof fakeApi>) => api.calls.filter((call) => call.path === REFUND_PATH);

testsRunAt(BANGKOK_NOON);

describe('recording a refund', () => {
  it('asks how the money went back before sending, and defaults the time to now in the Buddhist Era', async () => {
    const { api, onClose, dialog } = openRefund();

    expect(within(dialog).getByText(/ได้คืนเงิน ฿2,400.00 ให้ลูกค้าแล้ว/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'วันที่คืนเงิน' }).textContent).toBe('23 พ.ย. 2569');
    expect(within(dialog).getByLabelText('เวลาที่คืนเงิน ชั่วโมง')).toHaveProperty('value', '12');
    expect(within(dialog).getByLabelText('เวลาที่คืนเงิน นาที')).toHaveProperty('value', '00');

    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันการคืนเงิน' }));

    expect(await within(dialog).findByText('กรุณาระบุรายละเอียดการคืนเงิน')).toBeTruthy();
    expect(refunds(api)).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a refund time in the future', async () => {
    const { api, dialog } = openRefund();

    fireEvent.change(within(dialog).getByLabelText(/^รายละเอียดการคืนเงิน/), { target: { value: 'เงินสด' } });
    fireEvent.change(within(dialog).getByLabelText('เวลาที่คืนเงิน ชั่วโมง'), { target: { value: '23' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันการคืนเงิน' }));

    expect(await within(dialog).findByText('วันเวลาที่คืนเงินต้องไม่เป็นเวลาในอนาคต')).toBeTruthy();
    expect(refunds(api)).toHaveLength(0);
  });

  it('sends the note and the Bangkok time, tells the admin, and closes', async () => {
    const { api, onClose, onDone, dialog } = openRefund();

    fireEvent.change(within(dialog).getByLabelText(/^รายละเอียดการคืนเงิน/), {
      target: { value: '  โอนคืนเข้าบัญชีลูกค้า เลขอ้างอิง 0123 ' },
    });
    fireEvent.change(within(dialog).getByLabelText('เวลาที่คืนเงิน ชั่วโมง'), { target: { value: '10' } });
    fireEvent.change(within(dialog).getByLabelText('เวลาที่คืนเงิน นาที'), { target: { value: '30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันการคืนเงิน' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(refunds(api)[0]).toMatchObject({
      method: 'POST',
      body: { note: 'โอนคืนเข้าบัญชีลูกค้า เลขอ้างอิง 0123', refundedAt: '2026-11-23T10:30:00+07:00' },
      authorization: 'Bearer token',
    });
    expect(onDone).toHaveBeenCalledWith(REFUNDED);
    expect(await screen.findByText(`บันทึกการคืนเงิน ${PAID.paymentNo} แล้ว`)).toBeTruthy();
  });

  it("shows the server's Thai refusal in the dialog and stays open", async () => {
    const message = 'คืนเงินได้เฉพาะรายการที่ได้รับเงินแล้วของการจองที่ถูกยกเลิกหรือหมดเวลาชำระ';
    const { onClose, dialog } = openRefund(fail(409, message, 'REFUND_NOT_ALLOWED'));

    fireEvent.change(within(dialog).getByLabelText(/^รายละเอียดการคืนเงิน/), { target: { value: 'เงินสด' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันการคืนเงิน' }));

    expect(within(await within(dialog).findByRole('alert')).getByText(message)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
