import { notifications, notificationsStore } from '@mantine/notifications';
import { sharedTexts } from './texts.ts';

// The seed's toast rules: top right, 4000 ms by default, 3000 ms for success, 5000 ms for errors, at most 20.
export const TOAST_LIMIT = 20;
export const TOAST_POSITION = 'top-right';
export const TOAST_DURATION = { default: 4000, success: 3000, error: 5000 } as const;

// The toast container loads on the first toast (see toaster.tsx); until it mounts, the store already
// holds the seed's limit and position, so nothing shown before then is queued or placed differently.
notificationsStore.setState({ ...notificationsStore.getState(), limit: TOAST_LIMIT, defaultPosition: TOAST_POSITION });

// A screen reader names the close button; without it, every toast fails axe's button-name rule.
const closeButtonProps = { 'aria-label': sharedTexts.closeToast };

// Error toasts carry this id prefix, so a later success can take them away (clearErrors).
const ERROR_ID = 'error-';
let errorCount = 0;

/**
 * Takes away every error toast, shown or queued: once an action succeeds, the red toasts of its
 * failed tries are out of date (a booking that finally went through under "ช่วงเวลานี้เต็มแล้ว").
 */
function clearErrors() {
  const { notifications: shown, queue } = notificationsStore.getState();
  for (const toast of [...shown, ...queue]) {
    if (toast.id?.startsWith(ERROR_ID)) notifications.hide(toast.id);
  }
}

export const notify = {
  /** Also clears the error toasts still on screen: the success answers them. */
  success: (message: string, title?: string) => {
    clearErrors();
    return notifications.show({ message, title, color: 'teal', autoClose: TOAST_DURATION.success, closeButtonProps });
  },
  error: (message: string, title?: string) => {
    errorCount += 1;
    return notifications.show({
      id: `${ERROR_ID}${errorCount}`,
      message,
      title,
      color: 'red',
      autoClose: TOAST_DURATION.error,
      closeButtonProps,
    });
  },
  info: (message: string, title?: string) =>
    notifications.show({ message, title, color: 'jade', autoClose: TOAST_DURATION.default, closeButtonProps }),
};
