import { Badge, Card, CloseButton, Group, Select, SimpleGrid, type SimpleGridProps, Stack } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { ThaiDateRangeInput } from '../../components/thai-date-picker.tsx';
import { ClearFiltersButton } from './list-frame.tsx';
import { ListSearchInput } from './list-search-input.tsx';
import { useDateRangeParam } from './use-date-range-param.ts';
import type { ListState } from './use-list-state.ts';

/**
 * The filters of an admin list in their card: the search box for the list's `q` (above the fields, or
 * the first of them with `searchInGrid`), the list's own fields in a grid, and once any filter is set,
 * the quiet "clear filters" at the end of a line that starts with `chips` (filters set by a link, each
 * removable). `onSearch` replaces the plain search where a search does more.
 */
export function ListFilters<State extends { q: string; page: number }>({
  list,
  searchPlaceholder,
  onSearch,
  searchInGrid = false,
  cols,
  gridStyle,
  filtered,
  onClear,
  chips,
  children,
}: {
  list: ListState<State>;
  searchPlaceholder: string;
  onSearch?: ComponentProps<typeof ListSearchInput>['onSearch'];
  searchInGrid?: boolean;
  cols: SimpleGridProps['cols'];
  gridStyle?: SimpleGridProps['style'];
  filtered: boolean;
  onClear: () => void;
  chips?: ReactNode;
  children: ReactNode;
}) {
  const searchBox = (
    <ListSearchInput
      value={list.state.q}
      placeholder={searchPlaceholder}
      onSearch={onSearch ?? ((q, options) => list.update({ q } as Partial<State>, options))}
    />
  );
  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="sm">
        {searchInGrid ? null : searchBox}
        <SimpleGrid cols={cols} spacing="sm" style={gridStyle}>
          {searchInGrid ? searchBox : null}
          {children}
        </SimpleGrid>
        {filtered ? (
          <Group justify={chips ? 'space-between' : 'flex-end'} gap="sm">
            {chips}
            <ClearFiltersButton variant="subtle" onClick={onClear} />
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

/** A filter of set options, kept in the list's state: '' (cleared) is all of them. */
export function SelectFilter<Value extends string>({
  label,
  placeholder,
  options,
  value,
  onChange,
  searchable,
  nothingFound,
}: {
  label: string;
  placeholder: string;
  options: readonly { value: Value; label: string }[];
  value: Value | '';
  onChange: (value: Value | '') => void;
  searchable?: boolean;
  nothingFound?: string;
}) {
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={options}
      value={value || null}
      onChange={(next) => onChange((next ?? '') as Value | '')}
      clearable
      searchable={searchable}
      size="sm"
      nothingFoundMessage={nothingFound}
    />
  );
}

/** A filter set by a link (one booking, one record, one person), shown as a chip with its own way out. */
export function FilterChip({
  label,
  removeLabel,
  onRemove,
}: {
  label: string;
  removeLabel: string;
  onRemove: () => void;
}) {
  return (
    <Badge
      size="lg"
      variant="light"
      color="jade"
      c="dark.7"
      tt="none"
      rightSection={<CloseButton size="xs" aria-label={removeLabel} onClick={onRemove} />}
    >
      {label}
    </Badge>
  );
}

/**
 * The list's date range (its `dateFrom` and `dateTo`, ISO dates in the URL): the list changes once both
 * ends are chosen, or both cleared.
 */
export function DateRangeFilter<State extends { dateFrom: string; dateTo: string; page: number }>({
  list: { state, update },
  ...inputProps
}: {
  list: ListState<State>;
} & Omit<ComponentProps<typeof ThaiDateRangeInput>, 'value' | 'onChange' | 'clearable' | 'size'>) {
  const [range, changeRange] = useDateRangeParam(state.dateFrom, state.dateTo, (dateFrom, dateTo) =>
    update({ dateFrom, dateTo } as Partial<State>),
  );
  return <ThaiDateRangeInput {...inputProps} value={range} onChange={changeRange} clearable size="sm" />;
}
