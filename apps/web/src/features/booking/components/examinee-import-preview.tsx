import type { ExamineeImportPreview, ImportError } from '@jongdee/contracts';
import { formatThaiDate } from '@jongdee/contracts/thai-format';
import { Alert, Group, List, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMemo } from 'react';
import { examineeImportTexts as texts } from '../texts.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A cell as read: date columns come back as `1992-03-15`; people read `15 มี.ค. 2535`. */
const cellText = (value: string) => (ISO_DATE.test(value) ? formatThaiDate(value) : value);

/** The counts, every wrong row with its Thai errors, and every row as it will be saved (wrong cells outlined). */
export function ExamineeImportPreviewPanel({ preview }: { preview: ExamineeImportPreview }) {
  const invalidRows = preview.rowsTotal - preview.rowsValid;
  const overRoom = preview.rowsTotal > preview.room;
  const byRow = useMemo(() => {
    const rows = new Map<number, ImportError[]>();
    for (const error of preview.errors) rows.set(error.row, [...(rows.get(error.row) ?? []), error]);
    return rows;
  }, [preview.errors]);
  const nameOf = (row: number) => {
    const values = preview.rows.find((entry) => entry.row === row)?.values;
    return [values?.firstName, values?.lastName].filter(Boolean).join(' ');
  };

  return (
    <Stack gap="sm" data-testid="examinee-import-preview">
      <SimpleGrid cols={3} spacing="xs">
        <Count label={texts.rowsValid} value={texts.people(preview.rowsValid)} testId="import-valid" />
        <Count
          label={texts.rowsInvalid}
          value={texts.rowsUnit(invalidRows)}
          color={invalidRows > 0 ? 'red' : undefined}
          testId="import-invalid"
        />
        <Count
          label={texts.roomLeft}
          value={texts.people(preview.room)}
          color={overRoom ? 'red' : undefined}
          testId="import-room"
        />
      </SimpleGrid>

      {byRow.size > 0 ? (
        <Alert
          color="red"
          variant="light"
          radius="md"
          icon={<IconAlertCircle size={20} aria-hidden />}
          title={texts.errorsTitle(byRow.size)}
          data-testid="examinee-import-errors"
        >
          <Stack gap="xs">
            <Text fz="sm">{texts.errorsBody}</Text>
            {[...byRow].map(([row, errors]) => (
              <div key={row}>
                <Text fz="sm" fw={700}>
                  {texts.rowLabel(row)}
                  {nameOf(row) ? ` · ${nameOf(row)}` : ''}
                </Text>
                <List fz="sm" spacing={0} withPadding c="red">
                  {errors.map((error) => (
                    <List.Item key={`${error.column}:${error.message}`}>
                      {error.column === '-' ? texts.wholeRow : error.column}: {error.message}
                    </List.Item>
                  ))}
                </List>
              </div>
            ))}
          </Stack>
        </Alert>
      ) : overRoom ? null : (
        <Alert color="green" variant="light" radius="md" icon={<IconCircleCheck size={20} aria-hidden />}>
          <Text fz="sm" fw={600}>
            {texts.allValid(preview.rowsTotal)}
          </Text>
        </Alert>
      )}
      {overRoom ? (
        <Alert color="orange" variant="light" radius="md" data-testid="examinee-import-over-room">
          <Text fz="sm">{texts.overRoom(preview.rowsTotal, preview.room)}</Text>
        </Alert>
      ) : null}

      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <Table.ScrollContainer minWidth={760} type="native" tabIndex={0} aria-label={texts.tableAria}>
          <Table verticalSpacing={6} horizontalSpacing="sm" fz="sm" aria-label={texts.tableAria}>
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th style={{ width: 56 }}>{texts.rowColumn}</Table.Th>
                <Table.Th style={{ width: 96 }}>{texts.statusColumn}</Table.Th>
                {preview.columns.map((column) => (
                  <Table.Th key={column.key} style={{ whiteSpace: 'nowrap' }}>
                    {column.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.rows.map((row) => {
                const wrong = new Set((byRow.get(row.row) ?? []).map((error) => error.column));
                return (
                  <Table.Tr
                    key={row.row}
                    bg={row.valid ? undefined : 'red.0'}
                    data-testid="examinee-import-row"
                    data-invalid={row.valid ? undefined : true}
                  >
                    <Table.Td ff="monospace">{row.row}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {row.valid ? (
                        <Group gap={4} wrap="nowrap" c="green">
                          <IconCircleCheck size={16} aria-hidden />
                          <Text fz="xs" fw={600} c="dark.6">
                            {texts.rowOk}
                          </Text>
                        </Group>
                      ) : (
                        <Group gap={4} wrap="nowrap" c="red">
                          <IconAlertCircle size={16} aria-hidden />
                          <Text fz="xs" fw={600} c="red">
                            {texts.rowBad}
                          </Text>
                        </Group>
                      )}
                    </Table.Td>
                    {preview.columns.map((column) => {
                      const value = row.values[column.key];
                      const bad = wrong.has(column.header);
                      return (
                        <Table.Td
                          key={column.key}
                          data-error={bad ? true : undefined}
                          style={{
                            whiteSpace: 'nowrap',
                            boxShadow: bad ? 'inset 0 0 0 2px var(--mantine-color-red-6)' : undefined,
                            fontWeight: bad ? 600 : undefined,
                          }}
                        >
                          {value ? (
                            cellText(value)
                          ) : (
                            <Text span c="dimmed" fz="sm">
                              {texts.emptyCell}
                            </Text>
                          )}
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}

function Count({ label, value, color, testId }: { label: string; value: string; color?: string; testId: string }) {
  return (
    <Paper withBorder radius="md" px="sm" py={6}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Group gap={4}>
        <Text fz="lg" fw={700} c={color} data-testid={testId}>
          {value}
        </Text>
      </Group>
    </Paper>
  );
}
