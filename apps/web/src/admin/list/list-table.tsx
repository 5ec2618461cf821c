import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';

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
