import type { ImportPreview, ImportSummary } from '@jongdee/contracts';
import { Box, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconDownload } from '@tabler/icons-react';
import { type ReactNode, type Ref, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { notify } from '../../components/notify.ts';
import { PageHeading } from '../page-heading.tsx';
import { useCommitImport } from './api/commit-import.ts';
import { useDownloadImportTemplate } from './api/download-import-template.ts';
import { usePreviewImport } from './api/preview-import.ts';
import { ImportFilePicker } from './import-file-picker.tsx';
import { ImportHistory } from './import-history.tsx';
import { ImportPreviewPanel } from './import-preview.tsx';
import { ImportSuccess } from './import-success.tsx';
import { ImportTargetStep } from './import-target-step.tsx';
import { type ImportPageState, importTarget, parseImportState, templateQuery, toSearchParams } from './list-search.ts';
import { excelImportTexts as texts } from './texts.ts';

/**
 * What happened to the current target on this visit: the template fetched, the file sent, its
 * preview, the saved import. Tied to the target it was made for: choosing another booking or form
 * starts again, since a preview belongs to the target it was checked against.
 */
type Work = {
  key: string;
  downloaded: boolean;
  file: File | null;
  problem: string | null;
  preview: ImportPreview | null;
  committed: ImportSummary | null;
};
const freshWork = (key: string): Work => ({
  key,
  downloaded: false,
  file: null,
  problem: null,
  preview: null,
  committed: null,
});

const STEP_KEYS = ['choose', 'template', 'upload', 'review', 'save'] as const;

/**
 * /admin/excel-upload: choose what to import and where, download its template, upload the filled-in
 * file, read every row with its Thai errors, and save all rows or none; the history of imports below.
 * The choice and the history's filter and page live in the URL.
 */
export function ExcelUploadPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseImportState(searchParams), [searchParams]);
  const target = importTarget(state);
  const targetKey = target ? JSON.stringify(target) : '';
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadCard = useRef<HTMLDivElement>(null);

  const template = useDownloadImportTemplate();
  const upload = usePreviewImport();
  const commit = useCommitImport();
  const [stored, setWork] = useState<Work>(() => freshWork(''));
  const work = stored.key === targetKey ? stored : freshWork(targetKey);
  /** Changes the work of `key` only if it is still the current one (an answer may arrive after a change). */
  const patchWork = (key: string, patch: Partial<Work>) =>
    setWork((previous) => ({ ...(previous.key === key ? previous : freshWork(key)), ...patch }));

  const update = (patch: Partial<ImportPageState>) => setSearchParams(toSearchParams({ ...state, ...patch }));

  const downloadTemplate = () => {
    if (!target) return;
    const key = targetKey;
    template.mutate(templateQuery(target), {
      onSuccess: (fileName) => {
        patchWork(key, { downloaded: true });
        notify.success(texts.templateDownloaded(fileName));
      },
      onError: (error) => notify.error(error.message, texts.templateFailed),
    });
  };

  const send = (file: File) => {
    if (!target) return;
    const key = targetKey;
    setWork({ ...freshWork(key), downloaded: work.downloaded, file });
    const still = (previous: Work) => previous.key === key && previous.file === file;
    upload.mutate(
      { target, file },
      {
        onSuccess: (preview) => setWork((previous) => (still(previous) ? { ...previous, preview } : previous)),
        onError: (error) =>
          setWork((previous) => (still(previous) ? { ...previous, problem: error.message } : previous)),
      },
    );
  };

  const save = ({ issueCertificates }: { issueCertificates: boolean }) => {
    const preview = work.preview;
    if (!preview) return;
    const key = targetKey;
    commit.mutate(
      { id: preview.id, issueCertificates },
      {
        onSuccess: (summary) => {
          patchWork(key, { preview: null, file: null, problem: null, committed: summary });
          notify.success(texts.committed(summary.rowsValid));
        },
        onError: (error) => {
          notify.error(error.message, texts.commitFailed);
          // Saved already (another tab): this preview is spent, a new upload starts again.
          if (error instanceof ApiError && error.code === 'IMPORT_NOT_PREVIEWED') patchWork(key, { preview: null });
        },
      },
    );
  };

  const chooseFileAgain = () => {
    uploadCard.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    fileInput.current?.click();
  };

  const uploading = upload.isPending && work.file !== null;
  const active = !target
    ? 0
    : work.committed
      ? STEP_KEYS.length
      : work.preview
        ? 3
        : work.downloaded || work.file
          ? 2
          : 1;

  return (
    <Stack gap="lg">
      <PageHeading title={texts.title} subtitle={texts.subtitle} />

      <ImportSteps active={active} />

      <StepCard number={1} title={texts.chooseTitle} done={target !== null}>
        <ImportTargetStep state={state} onChange={update} />
      </StepCard>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <StepCard number={2} title={texts.templateTitle} done={work.downloaded}>
          <Stack gap="sm" align="flex-start">
            <Text fz="sm">{texts.templateBody}</Text>
            <Text fz="xs" c="dimmed">
              {texts.templateLimits}
            </Text>
            <Button
              leftSection={<IconDownload size={18} aria-hidden />}
              variant={work.downloaded ? 'default' : 'filled'}
              onClick={downloadTemplate}
              disabled={!target}
              loading={template.isPending}
              loaderProps={{ type: 'dots' }}
            >
              {texts.downloadTemplate}
            </Button>
            {target ? null : (
              <Text fz="xs" c="dimmed">
                {texts.templateNeedsChoice}
              </Text>
            )}
          </Stack>
        </StepCard>
        <StepCard
          number={3}
          title={texts.uploadTitle}
          done={work.preview !== null || work.committed !== null}
          ref={uploadCard}
        >
          <ImportFilePicker
            inputRef={fileInput}
            file={work.file}
            onFile={send}
            onProblem={(problem) => patchWork(targetKey, problem ? { problem } : { problem: null })}
            error={work.problem}
            uploading={uploading}
            progress={upload.progress}
            disabled={!target}
          />
        </StepCard>
      </SimpleGrid>

      {work.preview ? (
        <StepCard
          number={4}
          title={texts.previewTitle}
          aside={
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {texts.previewFile(work.preview.fileName)}
            </Text>
          }
        >
          <ImportPreviewPanel
            key={work.preview.id}
            preview={work.preview}
            onCommit={save}
            committing={commit.isPending}
            onUploadAgain={chooseFileAgain}
          />
        </StepCard>
      ) : null}

      {work.committed ? (
        <Card withBorder radius="lg" padding="lg" style={{ borderColor: 'var(--mantine-color-green-4)' }}>
          <ImportSuccess
            summary={work.committed}
            onAnother={() => {
              patchWork(targetKey, { committed: null });
              chooseFileAgain();
            }}
          />
        </Card>
      ) : null}

      <ImportHistory state={state} onChange={update} />
    </Stack>
  );
}

/** Where the person is: five steps, the done ones ticked, the current one marked for screen readers too. */
function ImportSteps({ active }: { active: number }) {
  return (
    <Group component="ol" aria-label={texts.stepsAria} gap="xs" wrap="wrap" m={0} p={0} style={{ listStyle: 'none' }}>
      {STEP_KEYS.map((key, index) => {
        const done = index < active;
        const current = index === active;
        return (
          <Group
            key={key}
            component="li"
            gap={8}
            wrap="nowrap"
            aria-current={current ? 'step' : undefined}
            data-done={done || undefined}
          >
            {index > 0 ? (
              <Box aria-hidden w={28} h={2} bg={done || current ? 'jade.6' : 'gray.3'} style={{ borderRadius: 1 }} />
            ) : null}
            <ThemeIcon
              size={26}
              radius="xl"
              variant={done ? 'filled' : current ? 'light' : 'default'}
              color={done || current ? 'jade' : 'gray'}
              aria-hidden
            >
              {done ? (
                <IconCheck size={16} />
              ) : (
                <Text fz="xs" fw={700} c={current ? 'jade.8' : 'dimmed'}>
                  {index + 1}
                </Text>
              )}
            </ThemeIcon>
            <Text fz="sm" fw={current ? 700 : 500} c={done || current ? undefined : 'dimmed'}>
              {texts.steps[key]}
            </Text>
          </Group>
        );
      })}
    </Group>
  );
}

function StepCard({
  number,
  title,
  done = false,
  aside,
  children,
  ref,
}: {
  number: number;
  title: string;
  done?: boolean;
  aside?: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" ref={ref}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="nowrap" align="center">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={30} radius="xl" variant={done ? 'filled' : 'light'} color="jade" aria-hidden>
              {done ? (
                <IconCheck size={18} aria-hidden />
              ) : (
                <Text fz="sm" fw={700} c="jade.8">
                  {number}
                </Text>
              )}
            </ThemeIcon>
            <Title order={2} fz="lg">
              {title}
            </Title>
          </Group>
          {aside}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
