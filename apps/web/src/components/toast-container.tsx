// The toasts' styles come with the container, on the first toast (main.tsx has only what screens show).
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION, TOAST_LIMIT, TOAST_POSITION } from './notify.ts';

/** Mantine's toast container with the seed's rules; loaded on the first toast (toaster.tsx). */
export function ToastContainer() {
  return <Notifications position={TOAST_POSITION} limit={TOAST_LIMIT} autoClose={TOAST_DURATION.default} />;
}
