import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { adminListTexts as texts } from './texts.ts';

export type SortOrder = 'asc' | 'desc';
export type ListSort<Key extends string> = { sortBy: Key; sortOrder: SortOrder };

/**
 * The sort after a click on `key`'s header: the same column flips its order; another starts at
 * `firstOrder` (newest first for dates, A→Z for names: each list says which).
 */
export function nextSort<Key extends string>(current: ListSort<Key>, key: Key, firstOrder: SortOrder): ListSort<Key> {
  if (current.sortBy !== key) return { sortBy: key, sortOrder: firstOrder };
  return { sortBy: key, sortOrder: current.sortOrder === 'asc' ? 'desc' : 'asc' };
}

/** A column header that sorts its list, announcing the order to screen readers through aria-sort. */
export function SortHeader<Key extends string>({
  column,
  label,
  sort,
  onSort,
  align,
  width,
  visibleFrom,
}: {
  column: Key;
  label: string;
  sort: ListSort<Key>;
  onSort: (key: Key) => void;
  align?: 'right';
  width?: number;
  visibleFrom?: 'lg';
}) {
  const active = sort.sortBy === column;
  const Icon = !active ? IconSelector : sort.sortOrder === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th
      aria-sort={active ? (sort.sortOrder === 'asc' ? 'ascending' : 'descending') : 'none'}
      style={{ textAlign: align, width }}
      visibleFrom={visibleFrom}
    >
      <UnstyledButton onClick={() => onSort(column)} title={texts.sortBy(label)} style={{ font: 'inherit' }}>
        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
          <span>{label}</span>
          <Icon size={14} aria-hidden style={{ opacity: active ? 1 : 0.45 }} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
