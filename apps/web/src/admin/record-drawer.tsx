import { Center, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { RetryAlert } from '../components/retry-alert.tsx';

type Props = {
  /** The drawer's width on a wide screen; a phone gets the whole screen. */
  size: number;
  /** The record's title once there is one (the list row's copy will do); the loading line until then. */
  title: string | undefined;
  /** Beside the title: the record's status. */
  status?: ReactNode;
  /** The record's own query: its failure is shown, with a retry, while there is nothing to show. */
  query: { isError: boolean; error: Error | null; refetch: () => unknown };
  texts: { loading: string; loadFailed: string; retry: string; close: string };
  onClose: () => void;
  /** Above the record, whatever state it is in (the way to the previous and next one). */
  above?: ReactNode;
  /** The record, or null while it loads. */
  children: ReactNode;
};

/**
 * A record opened beside its list (a slip to review, a data request, a result to enter): its title and
 * status, the record once loaded, and meanwhile the loader or its failure with a retry.
 */
export function RecordDrawer({ size, title, status, query, texts, onClose, above, children }: Props) {
  const body =
    children ??
    (query.isError ? (
      <RetryAlert
        title={texts.loadFailed}
        message={query.error?.message}
        retryLabel={texts.retry}
        onRetry={() => query.refetch()}
      />
    ) : (
      <Center py={80} role="status">
        <Loader aria-label={texts.loading} />
      </Center>
    ));
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size={size}
      padding="lg"
      title={
        <Group gap="sm">
          <Text component="span" fw={700} fz="lg">
            {title ?? texts.loading}
          </Text>
          {title === undefined ? null : status}
        </Group>
      }
      closeButtonProps={{ 'aria-label': texts.close }}
      styles={{ content: { maxWidth: '100vw' }, title: { flex: 1 } }}
    >
      {above ? (
        <Stack gap="md">
          {above}
          {body}
        </Stack>
      ) : (
        body
      )}
    </Drawer>
  );
}
