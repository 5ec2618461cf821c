import { Group, Select, Stack } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { DateRangeFilter, FilterChip, ListFilters } from '../list/list-filters.tsx';
import { ListEmpty, ListResults } from '../list/list-frame.tsx';
import { ListPager } from '../list/list-pager.tsx';
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
        empty={<ListEmpty filtered={hasFilters(state)} onClear={clear} texts={texts} icon={IconHistory} />}
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
  return (
    <ListFilters
      search={{
        value: state.q,
        placeholder: texts.searchPlaceholder,
        onSearch: (q, options) => update({ q }, options),
      }}
      cols={{ base: 1, xs: 3 }}
      filtered={hasFilters(state)}
      onClear={() => update({ ...DEFAULT_STATE, limit: state.limit })}
      chips={
        state.entityId || state.actorId ? (
          <Group gap="xs">
            {state.entityId ? (
              <FilterChip
                label={`${texts.entityIdFilter} ${state.entityId.slice(0, 8)}`}
                removeLabel={texts.removeFilter}
                onRemove={() => update({ entityId: '' })}
              />
            ) : null}
            {state.actorId ? (
              <FilterChip
                label={`${texts.actorFilter} ${state.actorId.slice(0, 8)}`}
                removeLabel={texts.removeFilter}
                onRemove={() => update({ actorId: '' })}
              />
            ) : null}
          </Group>
        ) : null
      }
    >
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
      <DateRangeFilter
        label={texts.dateRange}
        placeholder={texts.dateRangePlaceholder}
        from={state.dateFrom}
        to={state.dateTo}
        onChange={(dateFrom, dateTo) => update({ dateFrom, dateTo })}
      />
    </ListFilters>
  );
}
