import { AUDIT_ACTION_LABELS } from '@jongdee/contracts';
import { Group, Stack } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { DateRangeFilter, FilterChip, ListFilters, SelectFilter } from '../list/list-filters.tsx';
import { ListEmpty, ListResults } from '../list/list-frame.tsx';
import { ListPager } from '../list/list-pager.tsx';
import { type ListState, useListState } from '../list/use-list-state.ts';
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
const actionOptions = Object.entries(AUDIT_ACTION_LABELS)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'th'));

/** /admin/audit-log: who did what to which record and when, searchable, kept in the URL. */
export function AuditLogPage() {
  const list = useListState(parseAuditLogState, toSearchParams);
  const { state, clear } = list;
  const log = useAuditLog(state);

  const page = log.data;
  return (
    <Stack gap="lg">
      <PageHeading title={texts.title} subtitle={texts.subtitle} />

      <Filters list={list} />

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

function Filters({ list }: { list: ListState<AuditLogState> }) {
  const { state, update } = list;
  return (
    <ListFilters
      list={list}
      searchPlaceholder={texts.searchPlaceholder}
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
      <SelectFilter
        label={texts.entityFilter}
        placeholder={texts.entityPlaceholder}
        options={entityOptions}
        value={state.entity}
        onChange={(entity) => update({ entity, entityId: entity ? state.entityId : '' })}
      />
      <SelectFilter
        label={texts.actionFilter}
        placeholder={texts.actionPlaceholder}
        options={actionOptions}
        value={state.action}
        onChange={(action) => update({ action })}
        searchable
      />
      <DateRangeFilter label={texts.dateRange} placeholder={texts.dateRangePlaceholder} list={list} />
    </ListFilters>
  );
}
