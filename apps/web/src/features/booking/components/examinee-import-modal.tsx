import { type Booking, EXAMINEE_IMPORT_LIMITS, type ExamineeImportPreview } from '@jongdee/contracts';
import { Alert, Anchor, Button, FileInput, Group, Modal, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconFileSpreadsheet, IconListCheck, IconUsersPlus } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { notify } from '../../../components/notify.ts';
import { useCommitExamineeImport } from '../api/commit-examinee-import.ts';
import { useDownloadExamineeTemplate } from '../api/download-examinee-template.ts';
import { type ExamineeImportSource, usePreviewExamineeImport } from '../api/preview-examinee-import.ts';
import { examineeImportTexts as texts } from '../texts.ts';
import { ExamineeImportPreviewPanel } from './examinee-import-preview.tsx';

type Source = 'paste' | 'file';

/** The Thai reason a chosen file cannot be sent, or null; the server checks the bytes again. */
function fileProblem(file: File): string | null {
  if (!/\.xlsx$/i.test(file.name)) return texts.fileNotXlsx;
  if (file.size > EXAMINEE_IMPORT_LIMITS.maxBytes) return texts.fileTooLarge;
  return null;
}

/**
 * "เพิ่มหลายคน (วางจาก Excel)": the button on the examinees section while the booking has room, and
 * the window behind it — paste rows or choose the .xlsx form, "ตรวจสอบ" shows every row with its
 * Thai errors, "บันทึก N คน" saves them all or none.
 */
export function ExamineeImportButton({ booking }: { booking: Booking }) {
  const [opened, setOpened] = useState(false);
  const room = booking.examineeCount - booking.examinees.length;
  if (!booking.allowedActions.editExaminees || room <= 0) return null;
  return (
    <>
      <Button variant="default" leftSection={<IconUsersPlus size={18} aria-hidden />} onClick={() => setOpened(true)}>
        {texts.open}
      </Button>
      {opened ? <ExamineeImportModal booking={booking} onClose={() => setOpened(false)} /> : null}
    </>
  );
}

function ExamineeImportModal({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 48em)');
  const [source, setSource] = useState<Source>('paste');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<ExamineeImportPreview | null>(null);
  const previewImport = usePreviewExamineeImport(booking.id);
  const commit = useCommitExamineeImport(booking.id);
  const template = useDownloadExamineeTemplate(booking.id, booking.bookingNo);
  const howToId = useId();
  const previewRef = useRef<HTMLDivElement>(null);
  // A new check's result is what the person looks at next: bring it into view.
  useEffect(() => {
    if (preview) previewRef.current?.scrollIntoView({ block: 'start' });
  }, [preview]);

  const input: ExamineeImportSource | null =
    source === 'paste' ? (text.trim() ? { text } : null) : file ? { file } : null;
  // What was checked is what is saved: any change asks for a new check.
  const changed = () => {
    setPreview(null);
    setProblem(null);
  };

  const check = () => {
    if (!input) {
      setProblem(texts.nothingToCheck);
      return;
    }
    setProblem(null);
    previewImport.mutate(input, {
      onSuccess: setPreview,
      onError: (error) => {
        setPreview(null);
        setProblem(error.message);
      },
    });
  };

  const save = () => {
    if (!input || !preview) return;
    commit.mutate(input, {
      onSuccess: () => {
        notify.success(texts.committed(preview.rowsTotal));
        onClose();
      },
      onError: (error) => {
        notify.error(error.message, texts.commitFailed);
        // Something changed since the check (a row now taken by the form): show the rows as they are now.
        if (error instanceof ApiError && (error.status === 400 || error.status === 409)) check();
      },
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={texts.title}
      size={1000}
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': texts.close }}
    >
      <Stack gap="md">
        <Text fz="sm" c="dimmed" data-testid="examinee-import-room">
          {texts.room(
            Math.max(0, booking.examineeCount - booking.examinees.length),
            booking.examineeCount,
            booking.examinees.length,
          )}
        </Text>

        <SegmentedControl
          aria-label={texts.sourceAria}
          fullWidth
          value={source}
          onChange={(value) => {
            setSource(value as Source);
            changed();
          }}
          data={[
            { value: 'paste', label: texts.sourcePaste },
            { value: 'file', label: texts.sourceFile },
          ]}
        />

        {preview ? null : (
          <Stack gap={6} id={howToId}>
            <Text fz="sm">{texts.howTo}</Text>
            <Text fz="sm" fw={500} data-testid="examinee-import-columns">
              {texts.columnOrder.map((column, index) => `${index + 1} ${column}`).join(' · ')}
            </Text>
            <Text fz="sm" c="dimmed">
              {texts.headerHint}
            </Text>
            <Anchor
              component="button"
              type="button"
              fz="sm"
              style={{ alignSelf: 'flex-start' }}
              onClick={() =>
                template.mutate(undefined, { onError: (error) => notify.error(error.message, texts.templateFailed) })
              }
            >
              <Group gap={4} wrap="nowrap" component="span">
                <IconDownload size={16} aria-hidden />
                {texts.downloadTemplate}
              </Group>
            </Anchor>
          </Stack>
        )}

        {source === 'paste' ? (
          <Textarea
            label={texts.pasteLabel}
            aria-describedby={preview ? undefined : howToId}
            placeholder={texts.pastePlaceholder}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              changed();
            }}
            autosize
            minRows={preview ? 3 : 6}
            maxRows={12}
            maxLength={EXAMINEE_IMPORT_LIMITS.maxTextChars}
            spellCheck={false}
            // The app's font (the system's monospace may have no Thai); rows stay on one line each, as pasted.
            styles={{ input: { fontSize: 14, whiteSpace: 'pre', tabSize: 12 } }}
            data-testid="examinee-import-text"
          />
        ) : (
          <FileInput
            label={texts.fileLabel}
            description={texts.fileHint}
            placeholder={texts.filePlaceholder}
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
            value={file}
            clearable
            onChange={(chosen) => {
              changed();
              const why = chosen ? fileProblem(chosen) : null;
              setFile(why ? null : chosen);
              setProblem(why);
            }}
            data-testid="examinee-import-file"
          />
        )}

        {problem ? (
          <Alert color="red" variant="light" radius="md" data-testid="examinee-import-problem">
            {problem}
          </Alert>
        ) : null}

        {preview ? (
          <div ref={previewRef}>
            <ExamineeImportPreviewPanel preview={preview} />
          </div>
        ) : null}

        {/* The actions stay in reach at the foot of the window while the rows scroll above them. */}
        <Group
          justify="flex-end"
          gap="sm"
          pos="sticky"
          bottom={0}
          py="sm"
          bg="var(--mantine-color-body)"
          style={{ borderTop: '1px solid var(--mantine-color-gray-3)', zIndex: 4 }}
        >
          {/* On a phone the window's close button is enough: the two that matter stay on one line. */}
          {phone ? null : (
            <Button variant="default" onClick={onClose}>
              {texts.cancel}
            </Button>
          )}
          <Button
            variant={preview ? 'default' : 'filled'}
            leftSection={<IconListCheck size={18} aria-hidden />}
            onClick={check}
            loading={previewImport.isPending}
          >
            {texts.check}
          </Button>
          {preview ? (
            <Button
              onClick={save}
              loading={commit.isPending}
              disabled={!canSave(preview)}
              data-testid="examinee-import-commit"
            >
              {texts.commit(preview.rowsValid)}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}

/** All or nothing: every row right, and no more people than the booking still takes. */
export function canSave(preview: ExamineeImportPreview): boolean {
  return preview.rowsTotal > 0 && preview.rowsValid === preview.rowsTotal && preview.rowsTotal <= preview.room;
}
