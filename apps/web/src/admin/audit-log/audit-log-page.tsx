import { Badge, Card, CloseButton, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { ThaiDateRangeInput } from '../../components/thai-date-picker.tsx';
import { ClearFiltersButton, ListEmptyState, ListResults, NoMatchState } from '../list/list-frame.tsx';
import { ListPager } from '../list/list-pager.tsx';
import { ListSearchInput } from '../list/list-search-input.tsx';
import { useDateRangeParam } from '../list/use-date-range-param.ts';
import { type UpdateListState, useListState } from '../list/use-list-state.ts';
import { PageHeading } from '../page-heading.tsx';
import { useAuditLog } from './api/get-audit-log.ts';
import { AuditEntriesTable } from './audit-entries-table.tsx';
import {
  type AuditLogState,
  DEFAULT_STATE,
  hasFilters,
  PAGE_SIZES,
  parseAuditLogState,
  toSearchParams,
} from './list-search.ts';
import { auditLogTexts as texts } from './texts.ts';

const entityOptions = Object.entries(texts.entities).map(([value, label]) => ({ value, label }));
const actionOptions = Object.entries(texts.actions)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'th'));

/** /admin/audit-log: who did what to which record and when, searchable, kept in the URL. */
export function AuditLogPage() {
  const list = useListState(parseAuditLogState, toSearchParams);
  const { state, update, clear } = list;
  const log = useAuditLog(state);

  const page = log.data;
  return (
    <Stack gap="lg">
      <PageHeading title={texts.title} subtitle={texts.subtitle} />

      <Filters state={state} update={update} />

      <ListResults
        query={log}
        texts={texts}
        empty={
          hasFilters(state) ? (
            <NoMatchState title={texts.noMatchTitle} body={texts.noMatchBody} onClear={clear} />
          ) : (
            <ListEmptyState icon={IconHistory} title={texts.emptyTitle} body={texts.emptyBody} />
          )
        }
      >
        {(items) => (
          <div style={{ opacity: log.isPlaceholderData ? 0.6 : 1 }}>
            <AuditEntriesTable items={items} />
          </div>
        )}
      </ListResults>

      <ListPager data={page} list={list} totalText={texts.total} sizes={PAGE_SIZES} perPage={texts.perPage} />
    </Stack>
  );
}

function Filters({ state, update }: { state: AuditLogState; update: UpdateListState<AuditLogState> }) {
  const [range, changeRange] = useDateRangeParam(state.dateFrom, state.dateTo, (dateFrom, dateTo) =>
    update({ dateFrom, dateTo }),
  );

  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="sm">
        <ListSearchInput
          value={state.q}
          placeholder={texts.searchPlaceholder}
          onSearch={(q, options) => update({ q }, options)}
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
          <ThaiDateRangeInput
            label={texts.dateRange}
            placeholder={texts.dateRangePlaceholder}
            value={range}
            onChange={changeRange}
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
            <ClearFiltersButton variant="subtle" onClick={() => update({ ...DEFAULT_STATE, limit: state.limit })} />
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
