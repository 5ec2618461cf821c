import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  CloseButton,
  Group,
  Loader,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconFilterOff, IconHistory, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ThaiDatePickerInput } from '../../components/thai-date-picker.tsx';
import { useAuditLog } from './api/get-audit-log.ts';
import { AuditEntriesTable } from './audit-entries-table.tsx';
import {
  type AuditLogState,
  DEFAULT_STATE,
  hasFilters,
  PAGE_SIZES,
  parseAuditLogState,
  toApiSearch,
  toSearchParams,
} from './list-search.ts';
import { auditLogTexts as texts } from './texts.ts';

const entityOptions = Object.entries(texts.entities).map(([value, label]) => ({ value, label }));
const actionOptions = Object.entries(texts.actions)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'th'));

/** /admin/audit-log: who did what to which record and when, searchable, kept in the URL. */
export function AuditLogPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseAuditLogState(searchParams), [searchParams]);
  const log = useAuditLog(toApiSearch(state));

  const update = (patch: Partial<AuditLogState>, options: { replace?: boolean } = {}) => {
    const next = { ...state, ...(patch.page === undefined ? { page: 1 } : {}), ...patch };
    setSearchParams(toSearchParams(next), { replace: options.replace ?? false });
  };

  const page = log.data;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={28}>
          {texts.title}
        </Title>
        <Text c="dimmed">{texts.subtitle}</Text>
      </div>

      <Filters state={state} update={update} />

      <Card withBorder radius="lg" padding={0}>
        {log.isPending ? (
          <Center py={64} role="status">
            <Stack align="center" gap="xs">
              <Loader />
              <Text c="dimmed">{texts.loading}</Text>
            </Stack>
          </Center>
        ) : log.isError ? (
          <Alert color="red" title={texts.loadFailed} m="md">
            <Stack gap="sm" align="flex-start">
              <Text fz="sm">{log.error.message}</Text>
              <Button variant="light" color="red" onClick={() => log.refetch()}>
                {texts.retry}
              </Button>
            </Stack>
          </Alert>
        ) : log.data.items.length === 0 ? (
          <Center py={56} px="md">
            <Stack align="center" gap="sm" maw={440} ta="center">
              <ThemeIcon size={56} radius="xl" variant="light">
                {hasFilters(state) ? <IconSearch size={28} aria-hidden /> : <IconHistory size={28} aria-hidden />}
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
          <div style={{ opacity: log.isPlaceholderData ? 0.6 : 1 }}>
            <AuditEntriesTable items={log.data.items} />
          </div>
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
  state: AuditLogState;
  update: (patch: Partial<AuditLogState>, options?: { replace?: boolean }) => void;
}) {
  const [query, setQuery] = useState(state.q);
  const [range, setRange] = useState<[string | null, string | null]>([state.dateFrom || null, state.dateTo || null]);
  useEffect(() => setQuery(state.q), [state.q]);
  useEffect(() => setRange([state.dateFrom || null, state.dateTo || null]), [state.dateFrom, state.dateTo]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text should schedule a search
  useEffect(() => {
    if (query.trim() === state.q.trim()) return;
    const timer = setTimeout(() => update({ q: query }, { replace: true }), 350);
    return () => clearTimeout(timer);
  }, [query]);

  const changeRange = (value: [string | null, string | null]) => {
    setRange(value);
    const [from, to] = value;
    if (from && to) update({ dateFrom: from, dateTo: to });
    else if (!from && !to) update({ dateFrom: '', dateTo: '' });
  };

  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="sm">
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
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Select
            label={texts.entityFilter}
            placeholder={texts.entityPlaceholder}
            data={entityOptions}
            value={state.entity || null}
            onChange={(value) => update({ entity: value ?? '', entityId: value ? state.entityId : '' })}
            clearable
            size="sm"
          />
          <Select
            label={texts.actionFilter}
            placeholder={texts.actionPlaceholder}
            data={actionOptions}
            value={state.action || null}
            onChange={(value) => update({ action: value ?? '' })}
            clearable
            searchable
            size="sm"
          />
          <ThaiDatePickerInput
            type="range"
            label={texts.dateRange}
            placeholder={texts.dateRangePlaceholder}
            value={range}
            onChange={(value) => changeRange(value as [string | null, string | null])}
            allowSingleDateInRange
            clearable
            size="sm"
          />
        </SimpleGrid>
        {hasFilters(state) ? (
          <Group justify="space-between" gap="xs">
            <Group gap="xs">
              {state.entityId ? (
                <FilterBadge
                  label={`${texts.entityIdFilter} ${state.entityId.slice(0, 8)}`}
                  onRemove={() => update({ entityId: '' })}
                />
              ) : null}
              {state.actorId ? (
                <FilterBadge
                  label={`${texts.actorFilter} ${state.actorId.slice(0, 8)}`}
                  onRemove={() => update({ actorId: '' })}
                />
              ) : null}
            </Group>
            <Button
              variant="subtle"
              size="xs"
              color="gray"
              leftSection={<IconFilterOff size={16} aria-hidden />}
              onClick={() => update({ ...DEFAULT_STATE, limit: state.limit })}
            >
              {texts.clearFilters}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

function FilterBadge({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <Badge
      variant="light"
      size="lg"
      tt="none"
      rightSection={<CloseButton size="xs" aria-label={texts.removeFilter} onClick={onRemove} />}
    >
      {label}
    </Badge>
  );
}
