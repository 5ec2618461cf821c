import { cleanNotifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { notify } from './notify.ts';

const shown = () => {
  const { notifications, queue } = notificationsStore.getState();
  return [...notifications, ...queue].map((toast) => ({ message: toast.message, color: toast.color }));
};

afterEach(() => cleanNotifications());

describe('notify', () => {
  it('takes the error toasts away when an action then succeeds, and keeps the other toasts', () => {
    notify.error('ช่วงเวลานี้เต็มแล้ว กรุณาเลือกเวลาอื่น', 'จองไม่สำเร็จ');
    notify.info('กำลังบันทึก');
    notify.error('เชื่อมต่อไม่ได้', 'จองไม่สำเร็จ');
    expect(shown().filter((toast) => toast.color === 'red')).toHaveLength(2);

    notify.success('จองสำเร็จ');
    expect(shown()).toEqual([
      { message: 'กำลังบันทึก', color: 'jade' },
      { message: 'จองสำเร็จ', color: 'teal' },
    ]);
  });

  it('clears errors waiting in the queue beyond the limit of 20 as well', () => {
    for (let n = 0; n < 25; n++) notify.error(`ผิดพลาด ${n}`);
    expect(notificationsStore.getState().queue.length).toBeGreaterThan(0);
    notify.success('บันทึกแล้ว');
    expect(shown()).toEqual([{ message: 'บันทึกแล้ว', color: 'teal' }]);
  });
});
