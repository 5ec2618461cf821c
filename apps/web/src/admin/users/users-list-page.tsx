import { ROLE_LABELS, ROLES, type UserListItem, type UserSortKey } from '@jongdee/contracts';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconChevronDown,
  IconChevronUp,
  IconFilterOff,
  IconSearch,
  IconSelector,
  IconUsers,
} from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { StatusBadge } from '../../components/status-badge.tsx';
import { formatThaiDate, formatThaiDateTime } from '../../lib/format-date.ts';
import { fullName } from '../../lib/person-name.ts';
import { paths } from '../../paths.ts';
import { useUsers } from './api/get-users.ts';
import {
  DEFAULT_STATE,
  hasFilters,
  PAGE_SIZES,
  parseUserListState,
  toApiSearch,
  toSearchParams,
  type UserListState,
} from './list-search.ts';
import { adminUserTexts as texts } from './texts.ts';

const roleOptions = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const activeOptions = (['true', 'false'] as const).map((value) => ({ value, label: texts.activeOptions[value] }));

/** /admin/users: every account, searched, filtered, sorted and paged, all of it kept in the URL. */
export function UsersListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseUserListState(searchParams), [searchParams]);
  const users = useUsers(toApiSearch(state));

  const update = (patch: Partial<UserListState>, options: { replace?: boolean } = {}) => {
    const next = { ...state, ...(patch.page === undefined ? { page: 1 } : {}), ...patch };
    setSearchParams(toSearchParams(next), { replace: options.replace ?? false });
  };
  const sortBy = (key: UserSortKey) =>
    update({
      sortBy: key,
      sortOrder:
        state.sortBy === key
          ? state.sortOrder === 'asc'
            ? 'desc'
            : 'asc'
          : key === 'createdAt' || key === 'lastLoginAt'
            ? 'desc'
            : 'asc',
    });

  const page = users.data;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={28}>
          {texts.listTitle}
        </Title>
        <Text c="dimmed">{texts.listSubtitle}</Text>
      </div>

      <Filters state={state} update={update} />

      <Card withBorder radius="lg" padding={0}>
        {users.isPending ? (
          <Center py={64} role="status">
            <Stack align="center" gap="xs">
              <Loader />
              <Text c="dimmed">{texts.loading}</Text>
            </Stack>
          </Center>
        ) : users.isError ? (
          <Alert color="red" title={texts.loadFailed} m="md">
            <Stack gap="sm" align="flex-start">
              <Text fz="sm">{users.error.message}</Text>
              <Button variant="light" color="red" onClick={() => users.refetch()}>
                {texts.retry}
              </Button>
            </Stack>
          </Alert>
        ) : users.data.items.length === 0 ? (
          <Center py={56} px="md">
            <Stack align="center" gap="sm" maw={440} ta="center">
              <ThemeIcon size={56} radius="xl" variant="light">
                {hasFilters(state) ? <IconSearch size={28} aria-hidden /> : <IconUsers size={28} aria-hidden />}
              </ThemeIcon>
              <Text fw={600}>{hasFilters(state) ? texts.noMatchTitle : texts.emptyTitle}</Text>
              <Text c="dimmed" fz="sm">
                {hasFilters(state) ? texts.noMatchBody : texts.emptyBody}
              </Text>
              {hasFilters(state) ? (
                <Button
                  variant="light"
                  leftSection={<IconFilterOff size={18} aria-hidden />}
                  onClick={() => setSearchParams(new URLSearchParams())}
                >
                  {texts.clearFilters}
                </Button>
              ) : null}
            </Stack>
          </Center>
        ) : (
          <UsersTable items={users.data.items} state={state} onSort={sortBy} refreshing={users.isPlaceholderData} />
        )}
      </Card>

      {page && page.pagination.total > 0 ? (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm">
            <Text c="dimmed" fz="sm">
              {texts.total(page.pagination.total)}
            </Text>
            <Select
              aria-label={texts.perPageAria}
              size="xs"
              w={88}
              data={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
              value={String(state.limit)}
              onChange={(value) => update({ limit: Number(value ?? DEFAULT_STATE.limit) })}
              allowDeselect={false}
            />
            <Text c="dimmed" fz="sm">
              {texts.perPage}
            </Text>
          </Group>
          {page.pagination.totalPages > 1 ? (
            <Pagination
              total={page.pagination.totalPages}
              value={Math.min(state.page, page.pagination.totalPages)}
              onChange={(next) => update({ page: next })}
              size="sm"
              getControlProps={(control) => ({ 'aria-label': texts.pageControls[control] })}
            />
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}

function Filters({
  state,
  update,
}: {
  state: UserListState;
  update: (patch: Partial<UserListState>, options?: { replace?: boolean }) => void;
}) {
  const [query, setQuery] = useState(state.q);
  useEffect(() => setQuery(state.q), [state.q]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text should schedule a search
  useEffect(() => {
    if (query.trim() === state.q.trim()) return;
    const timer = setTimeout(() => update({ q: query }, { replace: true }), 350);
    return () => clearTimeout(timer);
  }, [query]);

  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" style={{ alignItems: 'end' }}>
          <TextInput
            label={texts.searchLabel}
            placeholder={texts.searchPlaceholder}
            leftSection={<IconSearch size={18} aria-hidden />}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') update({ q: query });
            }}
            type="search"
            maxLength={100}
            size="sm"
          />
          <Select
            label={texts.roleFilter}
            placeholder={texts.rolePlaceholder}
            data={roleOptions}
            value={state.role || null}
            onChange={(value) => update({ role: (value ?? '') as UserListState['role'] })}
            clearable
            size="sm"
          />
          <Select
            label={texts.activeFilter}
            placeholder={texts.activePlaceholder}
            data={activeOptions}
            value={state.isActive || null}
            onChange={(value) => update({ isActive: (value ?? '') as UserListState['isActive'] })}
            clearable
            size="sm"
          />
        </SimpleGrid>
        {hasFilters(state) ? (
          <Group justify="flex-end">
            <Button
              variant="subtle"
              size="xs"
              color="gray"
              leftSection={<IconFilterOff size={16} aria-hidden />}
              onClick={() => update({ q: '', role: '', isActive: '' })}
            >
              {texts.clearFilters}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

function SortHeader({
  column,
  label,
  state,
  onSort,
  width,
}: {
  column: UserSortKey;
  label: string;
  state: UserListState;
  onSort: (key: UserSortKey) => void;
  width?: number;
}) {
  const active = state.sortBy === column;
  const Icon = !active ? IconSelector : state.sortOrder === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th aria-sort={active ? (state.sortOrder === 'asc' ? 'ascending' : 'descending') : 'none'} style={{ width }}>
      <UnstyledButton onClick={() => onSort(column)} title={texts.sortBy(label)} style={{ font: 'inherit' }}>
        <Group gap={4} wrap="nowrap">
          <span>{label}</span>
          <Icon size={14} aria-hidden style={{ opacity: active ? 1 : 0.45 }} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

function UsersTable({
  items,
  state,
  onSort,
  refreshing,
}: {
  items: UserListItem[];
  state: UserListState;
  onSort: (key: UserSortKey) => void;
  refreshing: boolean;
}) {
  const navigate = useNavigate();
  const columns = texts.columns;
  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table
        highlightOnHover
        verticalSpacing="sm"
        horizontalSpacing="sm"
        fz="sm"
        style={{ opacity: refreshing ? 0.6 : 1, transition: 'opacity 120ms' }}
        aria-busy={refreshing}
      >
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <SortHeader column="firstName" label={columns.name} state={state} onSort={onSort} />
            <SortHeader column="email" label={columns.email} state={state} onSort={onSort} />
            <Table.Th w={130}>{columns.phone}</Table.Th>
            <Table.Th w={150}>{columns.role}</Table.Th>
            <SortHeader column="createdAt" label={columns.createdAt} state={state} onSort={onSort} width={130} />
            <SortHeader column="lastLoginAt" label={columns.lastLoginAt} state={state} onSort={onSort} width={170} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((user) => (
            <Table.Tr
              key={user.id}
              onClick={() => navigate(paths.admin.userView.href(user.id))}
              style={{ cursor: 'pointer' }}
            >
              <Table.Td>
                <Anchor
                  component={Link}
                  to={paths.admin.userView.href(user.id)}
                  fw={600}
                  fz="sm"
                  aria-label={texts.openUser(fullName(user))}
                  onClick={(event) => event.stopPropagation()}
                >
                  {fullName(user)}
                </Anchor>
                {user.mustChangePassword ? (
                  <Text fz="xs" c="red.9">
                    {texts.mustChangePassword}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>{user.email}</Table.Td>
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
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function RoleBadge({ role }: { role: UserListItem['role'] }) {
  return <StatusBadge color={role === 'admin' ? 'grape' : 'gray'} label={ROLE_LABELS[role]} />;
}

export function InactiveBadge() {
  return <StatusBadge color="red" label={texts.inactive} />;
}
