import { Anchor, Table, type TableProps, type TableTrProps, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';

/**
 * The shell of an admin list's table: it scrolls sideways below `minWidth` rather than squeezing, and
 * dims while the next page or filter loads over the current one (`refreshing`). Columns are the list's own.
 */
export function ListTable({
  minWidth,
  refreshing,
  children,
  ...tableProps
}: {
  minWidth: number;
  refreshing: boolean;
  children: ReactNode;
} & Omit<TableProps, 'children' | 'style' | 'aria-busy'>) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table
        highlightOnHover
        verticalSpacing="sm"
        horizontalSpacing="sm"
        fz="sm"
        {...tableProps}
        style={{ opacity: refreshing ? 0.6 : 1, transition: 'opacity 120ms' }}
        aria-busy={refreshing}
      >
        {children}
      </Table>
    </Table.ScrollContainer>
  );
}

type Opens = { to: string; onOpen?: never } | { to?: never; onOpen: () => void };

/**
 * A row of an admin list that opens its record on a click anywhere in it: its screen (`to`), or a panel
 * beside the list (`onOpen`). The first cell holds the same way in as a real link, `RowLink`.
 */
export function ListRow({
  to,
  onOpen,
  children,
  ...rowProps
}: Opens & { children: ReactNode } & Omit<TableTrProps, 'onClick' | 'style' | 'children'>) {
  const navigate = useNavigate();
  return (
    <Table.Tr onClick={() => (to === undefined ? onOpen() : navigate(to))} style={{ cursor: 'pointer' }} {...rowProps}>
      {children}
    </Table.Tr>
  );
}

/**
 * The record's own link in the first cell of its `ListRow`, for the keyboard and screen readers (named
 * by `label`): a link to its screen, or a button opening it beside the list. A record number is `mono`.
 */
export function RowLink({
  to,
  onOpen,
  label,
  mono = false,
  children,
}: Opens & { label: string; mono?: boolean; children: ReactNode }) {
  const look = {
    fw: 600,
    fz: 'sm',
    'aria-label': label,
    ...(mono ? { ff: 'monospace', style: { whiteSpace: 'nowrap' } } : {}),
  };
  if (to !== undefined) {
    return (
      <Anchor component={Link} to={to} {...look} onClick={(event) => event.stopPropagation()}>
        {children}
      </Anchor>
    );
  }
  return (
    <Anchor
      component="button"
      type="button"
      ta="left"
      {...look}
      onClick={(event) => {
        event.stopPropagation();
        onOpen();
      }}
    >
      {children}
    </Anchor>
  );
}

/** A cell's two lines: what it is (up to two lines), and under it, dimmed, what tells it apart (`mono` for a number). */
export function CellLines({ main, sub, mono = false }: { main: ReactNode; sub: ReactNode; mono?: boolean }) {
  return (
    <>
      <Text fz="sm" lineClamp={2}>
        {main}
      </Text>
      <Text fz="xs" c="dimmed" lineClamp={1} ff={mono ? 'monospace' : undefined}>
        {sub}
      </Text>
    </>
  );
}
