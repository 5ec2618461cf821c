import { ROLE_LABELS, ROLES, type UserListItem, type UserSortKey } from '@jongdee/contracts';
import { formatThaiDate, formatThaiDateTime, personName } from '@jongdee/contracts/thai-format';
import { Group, Stack, Table, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { StatusBadge } from '../../components/status-badge.tsx';
import { paths } from '../../paths.ts';
import { ListFilters, SelectFilter } from '../list/list-filters.tsx';
import { ListEmpty, ListResults } from '../list/list-frame.tsx';
import { ListPager } from '../list/list-pager.tsx';
import { ListRow, ListTable, RowLink } from '../list/list-table.tsx';
import { type ListSort, nextSort, SortHeader } from '../list/sort-header.tsx';
import { type ListState, useListState } from '../list/use-list-state.ts';
import { PageHeading } from '../page-heading.tsx';
import { useUsers } from './api/get-users.ts';
import { hasFilters, PAGE_SIZES, parseUserListState, toSearchParams, type UserListState } from './list-search.ts';
import { adminUserTexts as texts } from './texts.ts';

const roleOptions = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const activeOptions = (['true', 'false'] as const).map((value) => ({ value, label: texts.activeOptions[value] }));

/** /admin/users: every account, searched, filtered, sorted and paged, all of it kept in the URL. */
export function UsersListPage() {
  const list = useListState(parseUserListState, toSearchParams);
  const { state, update, clear } = list;
  const users = useUsers(state);
  const sortBy = (key: UserSortKey) =>
    update(nextSort(state, key, key === 'createdAt' || key === 'lastLoginAt' ? 'desc' : 'asc'));

  const page = users.data;
  return (
    <Stack gap="lg">
      <PageHeading title={texts.listTitle} subtitle={texts.listSubtitle} />

      <Filters list={list} />

      <ListResults
        query={users}
        texts={texts}
        empty={<ListEmpty filtered={hasFilters(state)} onClear={clear} texts={texts} icon={IconUsers} />}
      >
        {(items) => <UsersTable items={items} sort={state} onSort={sortBy} refreshing={users.isPlaceholderData} />}
      </ListResults>

      <ListPager data={page} list={list} totalText={texts.total} sizes={PAGE_SIZES} perPage={texts.perPage} />
    </Stack>
  );
}

function Filters({ list }: { list: ListState<UserListState> }) {
  const { state, update } = list;
  return (
    <ListFilters
      list={list}
      searchPlaceholder={texts.searchPlaceholder}
      searchInGrid
      cols={{ base: 1, sm: 3 }}
      gridStyle={{ alignItems: 'end' }}
      filtered={hasFilters(state)}
      onClear={() => update({ q: '', role: '', isActive: '' })}
    >
      <SelectFilter
        label={texts.roleFilter}
        placeholder={texts.rolePlaceholder}
        options={roleOptions}
        value={state.role}
        onChange={(role) => update({ role })}
      />
      <SelectFilter
        label={texts.activeFilter}
        placeholder={texts.activePlaceholder}
        options={activeOptions}
        value={state.isActive}
        onChange={(isActive) => update({ isActive })}
      />
    </ListFilters>
  );
}

function UsersTable({
  items,
  sort,
  onSort,
  refreshing,
}: {
  items: UserListItem[];
  sort: ListSort<UserSortKey>;
  onSort: (key: UserSortKey) => void;
  refreshing: boolean;
}) {
  const columns = texts.columns;
  return (
    <ListTable minWidth={720} refreshing={refreshing}>
      <Table.Thead bg="gray.0">
        <Table.Tr>
          <SortHeader column="firstName" label={columns.name} sort={sort} onSort={onSort} />
          <SortHeader column="email" label={columns.email} sort={sort} onSort={onSort} />
          <Table.Th w={130}>{columns.phone}</Table.Th>
          <Table.Th w={150}>{columns.role}</Table.Th>
          <SortHeader column="createdAt" label={columns.createdAt} sort={sort} onSort={onSort} width={130} />
          <SortHeader column="lastLoginAt" label={columns.lastLoginAt} sort={sort} onSort={onSort} width={170} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((user) => (
          <ListRow key={user.id} to={paths.admin.userView.href(user.id)}>
            <Table.Td>
              <RowLink to={paths.admin.userView.href(user.id)} label={texts.openUser(personName(user))}>
                {personName(user)}
              </RowLink>
              {user.mustChangePassword ? (
                <Text fz="xs" c="red">
                  {texts.mustChangePassword}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td style={{ wordBreak: 'break-all' }}>
              {user.email ?? <span title={texts.walkIn}>{texts.noEmail}</span>}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{user.phone}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                <RoleBadge role={user.role} />
                {user.isActive ? null : <InactiveBadge />}
              </Group>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatThaiDate(user.createdAt)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {user.lastLoginAt ? (
                formatThaiDateTime(user.lastLoginAt)
              ) : (
                <Text span c="dimmed" fz="sm">
                  {texts.never}
                </Text>
              )}
            </Table.Td>
          </ListRow>
        ))}
      </Table.Tbody>
    </ListTable>
  );
}

export function RoleBadge({ role }: { role: UserListItem['role'] }) {
  return <StatusBadge color={role === 'admin' ? 'grape' : 'gray'} label={ROLE_LABELS[role]} />;
}

export function InactiveBadge() {
  return <StatusBadge color="red" label={texts.inactive} />;
}
