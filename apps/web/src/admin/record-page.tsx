import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../api/client.ts';
import { PageLoader } from '../components/page-loader.tsx';

// The frame of an admin screen about one record (a booking, a payment, a certificate, a user; its view
// and its edit form): loading it, saying it is gone or failed, the way back, and its heading.

export type LoadErrorTexts = {
  notFound: string;
  notFoundBody: string;
  loadFailed: string;
  retry: string;
  backToList: string;
};

/** A record an admin screen could not load: gone (404), or a failure worth retrying; either way, back to its list. */
export function LoadError({
  error,
  onRetry,
  backTo,
  texts,
}: {
  error: Error;
  onRetry: () => void;
  backTo: string;
  texts: LoadErrorTexts;
}) {
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <Stack gap="md" maw={640}>
      <Alert color={missing ? 'gray' : 'red'} title={missing ? texts.notFound : texts.loadFailed}>
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">{missing ? texts.notFoundBody : error.message}</Text>
          <Group gap="sm">
            {missing ? null : (
              <Button variant="light" color="red" onClick={onRetry}>
                {texts.retry}
              </Button>
            )}
            <Button component={Link} to={backTo} variant="default">
              {texts.backToList}
            </Button>
          </Group>
        </Stack>
      </Alert>
    </Stack>
  );
}

/**
 * The screen of one record: reads its id from the URL (`:id`, or `param`) and loads it with
 * `useRecord`; the page loader while it comes, `LoadError` (back to `backTo`) when it cannot be had,
 * and otherwise what `children` draws of it.
 */
export function RecordPage<Data>({
  useRecord,
  param = 'id',
  backTo,
  texts,
  children,
}: {
  useRecord: (id: string) => UseQueryResult<Data>;
  param?: string;
  backTo: string;
  texts: LoadErrorTexts & { loading: string };
  children: (record: Data) => ReactNode;
}) {
  const query = useRecord(useParams()[param] ?? '');
  if (query.isPending) return <PageLoader label={texts.loading} />;
  if (query.isError) {
    return <LoadError error={query.error} onRetry={() => query.refetch()} backTo={backTo} texts={texts} />;
  }
  return children(query.data);
}

/**
 * A route's screen of one record, declared by what differs: how the record loads, where "back" goes
 * with which words, and what is drawn of it (`RecordPage` does the rest).
 */
export function recordRoute<Data>(
  useRecord: (id: string) => UseQueryResult<Data>,
  frame: { backTo: string; texts: LoadErrorTexts & { loading: string }; param?: string },
  render: (record: Data) => ReactNode,
) {
  return () => (
    <RecordPage useRecord={useRecord} {...frame}>
      {render}
    </RecordPage>
  );
}

/** "← back to …" above a record's heading. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} fz="sm" w="fit-content">
      <Group gap={4}>
        <IconArrowLeft size={16} aria-hidden />
        {children}
      </Group>
    </Anchor>
  );
}

/** A record's number as the page title with its status beside it, a line under it, and its actions on the right. */
export function RecordHeading({
  number,
  status,
  subtitle,
  actions,
}: {
  number: string;
  status: ReactNode;
  subtitle: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
      <Stack gap={4}>
        <Group gap="sm" align="center">
          <Title order={1} fz={28} ff="monospace">
            {number}
          </Title>
          {status}
        </Group>
        <Text c="dimmed" fz="sm">
          {subtitle}
        </Text>
      </Stack>
      {actions}
    </Group>
  );
}
