import { Card, type CardProps, Center, Group, Loader, Table, type TableProps, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { RetryAlert } from '../components/retry-alert.tsx';

// The parts of an admin record's screen: its cards under their titles, the small tables in them, and
// the parts that load on their own (the audit trail, the booking's payments, a search's results).

/**
 * A card of a record's screen: a `section` named by its h2, with what acts on the whole card (`aside`)
 * at the right of the title.
 */
export function RecordCard({
  title,
  aside,
  padding = 'lg',
  children,
  ...cardProps
}: {
  title: string;
  aside?: ReactNode;
  padding?: CardProps['padding'];
  children: ReactNode;
} & Omit<CardProps, 'children' | 'padding' | 'title'>) {
  const headingId = useId();
  const heading = (
    <Title order={2} fz="lg" mb={aside ? undefined : 'sm'} id={headingId}>
      {title}
    </Title>
  );
  return (
    <Card withBorder radius="lg" padding={padding} component="section" aria-labelledby={headingId} {...cardProps}>
      {aside ? (
        <Group justify="space-between" gap="sm" mb="sm">
          {heading}
          {aside}
        </Group>
      ) : (
        heading
      )}
      {children}
    </Card>
  );
}

/** A line saying a part has nothing to show. */
export function EmptyLine({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" fz="sm">
      {children}
    </Text>
  );
}

/**
 * A small table in a record's card (its examinees, its latest payments): the `head` cells, a row per
 * item, scrolling sideways below `minWidth`; `empty` (a line, or a block of its own) when there are none.
 */
export function CardTable<Item>({
  items,
  empty,
  head,
  children,
  minWidth = 600,
  ...tableProps
}: {
  items: readonly Item[];
  empty: ReactNode;
  head: ReactNode;
  children: (item: Item, index: number) => ReactNode;
  minWidth?: number;
} & Omit<TableProps, 'children'>) {
  if (items.length === 0) return typeof empty === 'string' ? <EmptyLine>{empty}</EmptyLine> : empty;
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table verticalSpacing="xs" fz="sm" {...tableProps}>
        <Table.Thead>
          <Table.Tr>{head}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>{items.map(children)}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * A part of a screen that loads on its own: a small spinner while it comes, its failure in a line with a
 * retry, and then what `children` draws of it.
 */
export function QueryPart<Data>({
  query,
  texts,
  children,
}: {
  query: UseQueryResult<Data>;
  texts: { loading: string; retry: string };
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <Center py="md" role="status">
        <Loader size="sm" aria-label={texts.loading} />
      </Center>
    );
  }
  if (query.isError) {
    return <RetryAlert inline message={query.error.message} retryLabel={texts.retry} onRetry={() => query.refetch()} />;
  }
  return children(query.data);
}
