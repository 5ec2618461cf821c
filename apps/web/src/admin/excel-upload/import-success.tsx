import { IMPORT_KIND_LABELS, type ImportSummary } from '@jongdee/contracts';
import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCertificate, IconCircleCheck, IconClipboardList, IconStethoscope, IconUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../paths.ts';
import { excelImportTexts as texts } from './texts.ts';

/** After a save: what was written, certificates issued, and where to go next. */
export function ImportSuccess({ summary, onAnother }: { summary: ImportSummary; onAnother: () => void }) {
  const results = summary.kind === 'examination_results';
  return (
    <Group align="flex-start" gap="md" wrap="nowrap" data-testid="import-success">
      <ThemeIcon size={48} radius="xl" color="green" variant="light" style={{ flex: 'none' }}>
        <IconCircleCheck size={28} aria-hidden />
      </ThemeIcon>
      <Stack gap="xs" style={{ minWidth: 0 }}>
        <Title order={3} fz="lg">
          {texts.successTitle}
        </Title>
        <Text>{texts.successRows(summary.rowsValid, IMPORT_KIND_LABELS[summary.kind])}</Text>
        {results ? (
          <Text c={summary.certificatesIssued > 0 ? undefined : 'dimmed'} fz="sm">
            {summary.certificatesIssued > 0
              ? texts.successCertificates(summary.certificatesIssued)
              : texts.successNoCertificates}
          </Text>
        ) : null}
        <Group gap="sm" mt={4}>
          {summary.bookingId && summary.bookingNo ? (
            <Button
              component={Link}
              to={paths.admin.bookingView.href(summary.bookingId)}
              variant={results ? 'default' : 'filled'}
              leftSection={<IconClipboardList size={18} aria-hidden />}
            >
              {texts.openBooking(summary.bookingNo)}
            </Button>
          ) : null}
          {results ? (
            <>
              <Button
                component={Link}
                to={paths.admin.certificates.href()}
                leftSection={<IconCertificate size={18} aria-hidden />}
              >
                {texts.openCertificates}
              </Button>
              <Button
                component={Link}
                to={paths.admin.examinationResults.href()}
                variant="default"
                leftSection={<IconStethoscope size={18} aria-hidden />}
              >
                {texts.openResults}
              </Button>
            </>
          ) : null}
          <Button variant="subtle" leftSection={<IconUpload size={18} aria-hidden />} onClick={onAnother}>
            {texts.importAnother}
          </Button>
        </Group>
      </Stack>
    </Group>
  );
}
