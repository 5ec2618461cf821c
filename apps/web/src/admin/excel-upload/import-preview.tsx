import type { ImportError, ImportPreview } from '@jongdee/contracts';
import { formatCount, formatThaiDate } from '@jongdee/contracts/thai-format';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconDeviceFloppy, IconFileUpload } from '@tabler/icons-react';
import { type CSSProperties, useId, useMemo, useState } from 'react';
import { Pages } from '../../components/pages.tsx';
import { excelImportTexts as texts } from './texts.ts';

export const ROWS_PAGE_SIZE = 50;
export const ERRORS_PAGE_SIZE = 20;

/**
 * All or nothing: a preview is saved only when no row has an error (the server refuses otherwise,
 * 409 IMPORT_HAS_ERRORS) and there is something to save.
 */
export function canCommit(preview: Pick<ImportPreview, 'status' | 'errors' | 'rowsTotal' | 'rowsValid'>): boolean {
  return (
    preview.status === 'previewed' &&
    preview.errors.length === 0 &&
    preview.rowsTotal > 0 &&
    preview.rowsValid === preview.rowsTotal
  );
}

/** A header as the template writes it, without the required mark, so errors and columns match. */
const headerKey = (header: string) => header.replace(/\s*\*\s*$/, '').trim();
/** The column an error names; `-` is an error of the whole row (too many examinees, a booking's state). */
const columnName = (header: string) => {
  const name = headerKey(header);
  return name === '' || name === '-' ? texts.wholeRow : name;
};
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A cell as staff typed it: the reader turns date columns into `2026-11-23`; people read `23 พ.ย. 2569`. */
function cellText(value: string): string {
  return ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)) ? formatThaiDate(value) : value;
}
const cellKey = (row: number, header: string) => `${row}|${headerKey(header)}`;

type Props = {
  preview: ImportPreview;
  onCommit: (options: { issueCertificates: boolean }) => void;
  committing: boolean;
  /** Opens the file picker for the corrected file. */
  onUploadAgain: () => void;
};

/** Step 4 and 5: the counts, every error by row and column, every row, and the one save button. */
export function ImportPreviewPanel({ preview, onCommit, committing, onUploadAgain }: Props) {
  const rowsWithErrors = preview.rowsTotal - preview.rowsValid;
  const errorRows = new Set(preview.errors.map((error) => error.row)).size;
  return (
    <Stack gap="md">
      <SimpleGrid cols={3} spacing="sm" maw={560}>
        <Count label={texts.rowsTotal} value={preview.rowsTotal} testId="import-rows-total" />
        <Count label={texts.rowsValid} value={preview.rowsValid} color="green" testId="import-rows-valid" />
        <Count
          label={texts.rowsInvalid}
          value={rowsWithErrors}
          color={rowsWithErrors > 0 ? 'red' : undefined}
          testId="import-rows-invalid"
        />
      </SimpleGrid>

      {preview.errors.length > 0 ? (
        <Alert
          color="red"
          variant="light"
          radius="md"
          icon={<IconAlertCircle size={20} aria-hidden />}
          title={texts.errorsTitle(preview.errors.length, errorRows)}
          // The body may shrink below its table's width, so that the table scrolls inside it on a phone.
          styles={{ body: { minWidth: 0 } }}
        >
          <Stack gap="sm">
            <Text fz="sm">{texts.errorsBody}</Text>
            <Paper withBorder radius="md" bg="white">
              <ImportErrorsTable errors={preview.errors} />
            </Paper>
          </Stack>
        </Alert>
      ) : preview.rowsTotal > 0 ? (
        <Alert
          color="green"
          variant="light"
          radius="md"
          icon={<IconCircleCheck size={20} aria-hidden />}
          title={texts.allValidTitle(preview.rowsTotal)}
          styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
        >
          <Text fz="sm">{texts.allValidBody}</Text>
        </Alert>
      ) : (
        <Alert color="gray" variant="light" radius="md" title={texts.noRowsTitle} />
      )}

      {preview.rows.length > 0 ? <ImportRowsTable preview={preview} /> : null}

      <CommitBar preview={preview} onCommit={onCommit} committing={committing} onUploadAgain={onUploadAgain} />
    </Stack>
  );
}

function Count({ label, value, color, testId }: { label: string; value: number; color?: string; testId: string }) {
  return (
    <Paper withBorder radius="md" px="md" py="sm">
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Group gap={6} align="baseline">
        <Text fz={26} fw={700} lh={1.3} c={color ? `${color}.8` : undefined} data-testid={testId}>
          {formatCount(value)}
        </Text>
        <Text fz="sm" c="dimmed">
          {texts.rowsUnit}
        </Text>
      </Group>
    </Paper>
  );
}

/** Every error of the file, by row then as listed; a page at a time when there are many. */
export function ImportErrorsTable({ errors }: { errors: ImportError[] }) {
  const [page, setPage] = useState(1);
  const sorted = useMemo(
    () =>
      errors
        // Each error keeps its place in the file's list: its key, and the order within a row.
        .map((error, position) => ({ error, position }))
        .sort((a, b) => a.error.row - b.error.row || a.position - b.position),
    [errors],
  );
  const pages = Math.max(1, Math.ceil(sorted.length / ERRORS_PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = sorted.slice((current - 1) * ERRORS_PAGE_SIZE, current * ERRORS_PAGE_SIZE);
  const columns = texts.errorColumns;
  return (
    <Stack gap={0}>
      <Table.ScrollContainer minWidth={480} type="native">
        <Table verticalSpacing={6} horizontalSpacing="sm" fz="sm" aria-label={texts.errorsTableAria}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th style={{ width: 72 }}>{columns.row}</Table.Th>
              <Table.Th style={{ width: '28%' }}>{columns.column}</Table.Th>
              <Table.Th>{columns.message}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map(({ error, position }) => (
              <Table.Tr key={position} data-testid="import-error-row">
                <Table.Td ff="monospace">{formatCount(error.row)}</Table.Td>
                <Table.Td fw={500}>{columnName(error.column)}</Table.Td>
                <Table.Td c="red">{error.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 ? (
        <Group justify="space-between" px="sm" py="xs" gap="xs">
          <Text fz="xs" c="dimmed">
            {texts.showingRows(
              (current - 1) * ERRORS_PAGE_SIZE + 1,
              Math.min(current * ERRORS_PAGE_SIZE, sorted.length),
              sorted.length,
            )}
          </Text>
          <Pages total={pages} value={current} onChange={setPage} />
        </Group>
      ) : null}
    </Stack>
  );
}

type RowsFilter = 'all' | 'invalid';

const stickyCell: CSSProperties = { position: 'sticky', left: 0, zIndex: 1 };

/** Every row as it will be saved, invalid rows tinted and their wrong cells outlined; 50 rows a page. */
function ImportRowsTable({ preview }: { preview: ImportPreview }) {
  const [filter, setFilter] = useState<RowsFilter>('all');
  const [page, setPage] = useState(1);
  const messages = useMemo(() => {
    const byCell = new Map<string, string[]>();
    for (const error of preview.errors) {
      const key = cellKey(error.row, error.column);
      byCell.set(key, [...(byCell.get(key) ?? []), error.message]);
    }
    return byCell;
  }, [preview.errors]);

  const invalid = preview.rows.filter((row) => !row.valid);
  const rows = filter === 'invalid' ? invalid : preview.rows;
  const pages = Math.max(1, Math.ceil(rows.length / ROWS_PAGE_SIZE));
  const current = Math.min(page, pages);
  const from = (current - 1) * ROWS_PAGE_SIZE;
  const shown = rows.slice(from, from + ROWS_PAGE_SIZE);

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={3} fz="md">
          {texts.rowsTitle}
        </Title>
        {invalid.length > 0 ? (
          <SegmentedControl
            aria-label={texts.rowsFilterAria}
            size="xs"
            value={filter}
            onChange={(value) => {
              setFilter(value as RowsFilter);
              setPage(1);
            }}
            data={[
              { value: 'all', label: texts.rowsFilterAll },
              { value: 'invalid', label: texts.rowsFilterInvalid },
            ]}
          />
        ) : null}
      </Group>
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <Table.ScrollContainer
          minWidth={Math.max(560, 180 + preview.columns.length * 140)}
          maxHeight={560}
          type="native"
          // Wider and taller than the card: reachable by keyboard to scroll.
          tabIndex={0}
          role="region"
          aria-label={texts.rowsTitle}
        >
          <Table
            stickyHeader
            verticalSpacing={6}
            horizontalSpacing="sm"
            fz="sm"
            aria-label={texts.rowsTableAria}
            withColumnBorders
          >
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th style={{ ...stickyCell, zIndex: 3, width: 64, background: 'var(--mantine-color-gray-0)' }}>
                  {texts.errorColumns.row}
                </Table.Th>
                <Table.Th style={{ width: 120 }}>{texts.rowStatus}</Table.Th>
                {preview.columns.map((column) => (
                  <Table.Th key={column.key} style={{ whiteSpace: 'nowrap' }}>
                    {headerKey(column.header)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((row) => {
                const background = row.valid ? 'var(--mantine-color-white)' : 'var(--mantine-color-red-0)';
                return (
                  <Table.Tr
                    key={row.row}
                    bg={row.valid ? undefined : 'red.0'}
                    data-testid="import-preview-row"
                    data-invalid={row.valid ? undefined : true}
                  >
                    <Table.Td ff="monospace" style={{ ...stickyCell, background }}>
                      {formatCount(row.row)}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {row.valid ? (
                        <Group gap={4} wrap="nowrap" c="green">
                          <IconCircleCheck size={16} aria-hidden />
                          <Text fz="xs" fw={600} c="dark.6">
                            {texts.rowValid}
                          </Text>
                        </Group>
                      ) : (
                        <Group gap={4} wrap="nowrap" c="red">
                          <IconAlertCircle size={16} aria-hidden />
                          <Text fz="xs" fw={600} c="red">
                            {texts.rowInvalid}
                          </Text>
                        </Group>
                      )}
                    </Table.Td>
                    {preview.columns.map((column) => {
                      const wrong = messages.get(cellKey(row.row, column.header));
                      const value = row.values[column.key];
                      return (
                        <Table.Td
                          key={column.key}
                          title={wrong?.join('\n')}
                          data-error={wrong ? true : undefined}
                          style={{
                            whiteSpace: 'nowrap',
                            maxWidth: 260,
                            overflow: 'hidden',
                            textOverflow: 'ellipsis',
                            boxShadow: wrong ? 'inset 0 0 0 2px var(--mantine-color-red-6)' : undefined,
                            fontWeight: wrong ? 600 : undefined,
                          }}
                        >
                          {value !== null && value !== undefined ? (
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
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text fz="xs" c="dimmed">
          {texts.showingRows(rows.length === 0 ? 0 : from + 1, from + shown.length, rows.length)}
        </Text>
        {pages > 1 ? <Pages total={pages} value={current} onChange={setPage} /> : null}
      </Group>
    </Stack>
  );
}

/**
 * The one way to save: "บันทึกทั้งหมด", disabled while any row is wrong, with the reason beside it
 * (nothing is saved until every row is right: fix the file, upload it again). Results may issue
 * certificates in the same step.
 */
export function CommitBar({ preview, onCommit, committing, onUploadAgain }: Props) {
  const [issueCertificates, setIssueCertificates] = useState(false);
  const hintId = useId();
  const ready = canCommit(preview);
  const hint = ready
    ? texts.commitReady(preview.rowsValid)
    : preview.errors.length > 0
      ? texts.commitBlocked
      : texts.commitNothing;
  return (
    <Card withBorder radius="md" padding="md" bg="gray.0">
      <Stack gap="sm">
        {preview.kind === 'examination_results' ? (
          <Checkbox
            label={texts.issueCertificates}
            description={texts.issueCertificatesHint}
            checked={issueCertificates}
            onChange={(event) => setIssueCertificates(event.currentTarget.checked)}
            disabled={!ready || committing}
          />
        ) : null}
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text
            id={hintId}
            fz="sm"
            fw={ready ? undefined : 500}
            c={ready ? 'dimmed' : 'red'}
            style={{ flex: '1 1 280px' }}
          >
            {hint}
          </Text>
          <Group gap="sm">
            {ready ? null : (
              <Button variant="default" leftSection={<IconFileUpload size={18} aria-hidden />} onClick={onUploadAgain}>
                {texts.uploadAgain}
              </Button>
            )}
            <Button
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              onClick={() =>
                onCommit({ issueCertificates: preview.kind === 'examination_results' && issueCertificates })
              }
              disabled={!ready}
              loading={committing}
              loaderProps={{ type: 'dots' }}
              aria-describedby={hintId}
            >
              {texts.commit}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
