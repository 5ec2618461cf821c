import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// Mantine's toast container (with its transition and scroll-lock code) is not needed to draw a screen:
// it loads when the first toast is shown, which keeps it out of the first load of /login.
const ToastContainer = lazy(() =>
  import('./toast-container.tsx').then((module) => ({ default: module.ToastContainer })),
);

/** Toasts at the top right (the seed's rules live in notify.ts); shows whatever was raised before it loaded. */
export function Toaster() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
