import type { Pagination as PageInfo } from '@jongdee/contracts';
import { Group, type GroupProps, Select, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Pages } from '../../components/pages.tsx';
import { adminListTexts as texts } from './texts.ts';
import type { UpdateListState } from './use-list-state.ts';

type PagedState = { page: number; limit?: number };

/**
 * Under a list: how many there are (and whatever else the list counts, as children), the page size
 * where the list offers `sizes`, and the pages once there is more than one. Nothing before the first
 * page has come, nor when the list is empty. Paging keeps the filters; a new page size starts at page 1.
 */
export function ListPager<State extends PagedState>({
  data,
  list,
  totalText,
  sizes,
  perPage = '',
  children,
  ...groupProps
}: {
  data: { pagination: Pick<PageInfo, 'total' | 'totalPages'> } | undefined;
  list: { state: State; update: UpdateListState<State> };
  totalText: (total: number) => string;
  /** The page sizes to choose from; without them the list has one fixed size. */
  sizes?: readonly number[];
  /** The words after the page-size select ("ต่อหน้า"); lists word it differently. */
  perPage?: string;
  children?: ReactNode;
} & Omit<GroupProps, 'children'>) {
  if (!data || data.pagination.total === 0) return null;
  const { total, totalPages } = data.pagination;
  const { state, update } = list;
  const limit = state.limit ?? 0;
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" {...groupProps}>
      <Group gap="sm">
        <Text c="dimmed" fz="sm">
          {totalText(total)}
        </Text>
        {sizes ? (
          <>
            <Select
              aria-label={texts.perPageAria}
              size="xs"
              w={88}
              data={sizes.map((size) => ({ value: String(size), label: String(size) }))}
              value={String(limit)}
              onChange={(value) => update({ limit: Number(value ?? limit) } as Partial<State>)}
              allowDeselect={false}
            />
            <Text c="dimmed" fz="sm">
              {perPage}
            </Text>
          </>
        ) : null}
        {children}
      </Group>
      {totalPages > 1 ? (
        <Pages
          total={totalPages}
          value={Math.min(state.page, totalPages)}
          onChange={(page) => update({ page } as Partial<State>)}
        />
      ) : null}
    </Group>
  );
}
