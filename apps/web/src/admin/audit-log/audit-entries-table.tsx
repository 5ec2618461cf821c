import { type AuditLogEntry, auditActionLabel } from '@jongdee/contracts';
import { formatThaiDateTime } from '@jongdee/contracts/thai-format';
import { Anchor, Code, Collapse, Group, SimpleGrid, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../paths.ts';
import { auditLogTexts as texts } from './texts.ts';

/** The admin screen of the record an audit row is about, where there is one. */
function recordHref(entry: AuditLogEntry): string | null {
  if (!entry.entityId) return null;
  switch (entry.entity) {
    case 'user':
      return paths.admin.userView.href(entry.entityId);
    case 'booking':
      return paths.admin.bookingView.href(entry.entityId);
    case 'payment':
      return paths.admin.paymentView.href(entry.entityId);
    case 'certificate':
      return paths.admin.certificateView.href(entry.entityId);
    default:
      return null;
  }
}

function Snapshot({ label, value }: { label: string; value: Record<string, unknown> | null }) {
  return (
    <div>
      <Text fz="xs" fw={600} c="dimmed" mb={4}>
        {label}
      </Text>
      {value ? (
        <Code block fz="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {JSON.stringify(value, null, 2)}
        </Code>
      ) : (
        <Text fz="sm" c="dimmed">
          {texts.nothing}
        </Text>
      )}
    </div>
  );
}

/** Audit rows, newest first; each opens to show the record before and after, as stored. */
export function AuditEntriesTable({ items, showEntity = true }: { items: AuditLogEntry[]; showEntity?: boolean }) {
  const [open, setOpen] = useState<Set<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const columns = texts.columns;
  const span = showEntity ? 4 : 3;
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table verticalSpacing="xs" fz="sm" highlightOnHover>
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th w={170}>{columns.time}</Table.Th>
            <Table.Th w={200}>{columns.actor}</Table.Th>
            <Table.Th>{columns.action}</Table.Th>
            {showEntity ? <Table.Th w={220}>{columns.entity}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((entry) => {
            const expanded = open.has(entry.id);
            const href = recordHref(entry);
            const Chevron = expanded ? IconChevronDown : IconChevronRight;
            return (
              <Fragment key={entry.id}>
                <Table.Tr>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatThaiDateTime(entry.createdAt)}</Table.Td>
                  <Table.Td>
                    {entry.actorId && entry.actorName ? (
                      <Anchor component={Link} to={paths.admin.userView.href(entry.actorId)} fz="sm">
                        {entry.actorName}
                      </Anchor>
                    ) : (
                      <Text fz="sm">{entry.actorName ?? texts.system}</Text>
                    )}
                    {entry.actorEmail ? (
                      <Text fz="xs" c="dimmed" lineClamp={1}>
                        {entry.actorEmail}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <UnstyledButton
                      onClick={() => toggle(entry.id)}
                      aria-expanded={expanded}
                      aria-label={`${expanded ? texts.hideDetails : texts.showDetails}: ${auditActionLabel(entry.action)}`}
                      style={{ font: 'inherit' }}
                    >
                      <Group gap={6} wrap="nowrap">
                        <Chevron size={14} aria-hidden />
                        <span>{auditActionLabel(entry.action)}</span>
                      </Group>
                    </UnstyledButton>
                  </Table.Td>
                  {showEntity ? (
                    <Table.Td>
                      <Text fz="sm">{texts.entities[entry.entity] ?? entry.entity}</Text>
                      {entry.entityId ? (
                        href ? (
                          <Anchor component={Link} to={href} fz="xs" ff="monospace" title={texts.openRecord}>
                            {entry.entityId.slice(0, 8)}
                          </Anchor>
                        ) : (
                          <Text fz="xs" ff="monospace" c="dimmed">
                            {entry.entityId.slice(0, 8)}
                          </Text>
                        )
                      ) : null}
                    </Table.Td>
                  ) : null}
                </Table.Tr>
                {expanded ? (
                  <Table.Tr>
                    <Table.Td colSpan={span} bg="gray.0">
                      <Collapse in={expanded}>
                        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" py={4}>
                          <Snapshot label={texts.before} value={entry.before} />
                          <Snapshot label={texts.after} value={entry.after} />
                        </SimpleGrid>
                        {entry.ip ? (
                          <Text fz="xs" c="dimmed" mt={4}>
                            {texts.ip} {entry.ip}
                          </Text>
                        ) : null}
                      </Collapse>
                    </Table.Td>
                  </Table.Tr>
                ) : null}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
