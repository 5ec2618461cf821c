import { CERTIFICATE_TYPE_LABELS, type Verification } from '@jongdee/contracts';
import { formatThaiDate, formatThaiDateTime } from '@jongdee/contracts/thai-format';
import { Alert, Box, Button, Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconClockExclamation,
  IconFileSearch,
} from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { BrandMark } from '../../components/brand-mark.tsx';
import { CERTIFICATE_STATE_COLORS, type CertificateState } from '../../components/certificate-status-badge.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { Row } from '../../components/row.tsx';
import { paths } from '../../paths.ts';
import { useVerification, VERIFY_CODE } from './api/get-verification.ts';
import { verifyTexts as texts } from './texts.ts';

/**
 * /verify/{code}: what the QR on a certificate leads to, open to anyone (an employer, a school, an
 * official at the land-transport office, on a phone). One big answer first — valid, expired or
 * revoked — then what to compare with the paper in hand.
 */
export function VerifyPage() {
  const { code = '' } = useParams();
  const verification = useVerification(code);
  return (
    <Box bg="gray.0" mih="100vh">
      <Container size={560} px="md" py="lg">
        <Stack gap="lg">
          <Group justify="space-between" gap="sm">
            <Link to={paths.home.href()} aria-label={texts.home} style={{ textDecoration: 'none', display: 'flex' }}>
              <BrandMark />
            </Link>
          </Group>
          <Title order={1} fz={22}>
            {texts.pageTitle}
          </Title>
          {!VERIFY_CODE.test(code) ? (
            <NotFound />
          ) : verification.isPending ? (
            <PageLoader label={texts.checking} />
          ) : verification.isError ? (
            <Failure error={verification.error} onRetry={() => verification.refetch()} />
          ) : (
            <Result verification={verification.data} checkedAt={verification.dataUpdatedAt} />
          )}
        </Stack>
      </Container>
    </Box>
  );
}

const LOOK: Record<CertificateState, { icon: typeof IconCircleCheck; title: string }> = {
  valid: { icon: IconCircleCheck, title: texts.valid },
  expired: { icon: IconClockExclamation, title: texts.expired },
  revoked: { icon: IconCircleX, title: texts.revoked },
};

function Result({ verification, checkedAt }: { verification: Verification; checkedAt: number }) {
  const state: CertificateState =
    verification.status === 'revoked' ? 'revoked' : verification.expired ? 'expired' : 'valid';
  const color = CERTIFICATE_STATE_COLORS[state];
  const look = LOOK[state];
  const validUntil = formatThaiDate(verification.validUntil, 'long');
  const body =
    state === 'valid' ? texts.validBody : state === 'expired' ? texts.expiredBody(validUntil) : texts.revokedBody;
  return (
    <Stack gap="md">
      <Card withBorder radius="lg" padding={0} shadow="xs">
        <Stack
          gap="sm"
          align="center"
          ta="center"
          px="lg"
          py="xl"
          bg={`${color}.0`}
          style={{ borderBottom: `4px solid var(--mantine-color-${color}-6)` }}
          data-testid="verify-status"
          data-state={state}
        >
          <ThemeIcon size={84} radius="xl" color={color} variant="filled" aria-hidden>
            <look.icon size={56} stroke={1.8} />
          </ThemeIcon>
          <Title order={2} fz={40} lh={1.2} c={`${color}.9`}>
            {look.title}
          </Title>
          <Text fz="sm" c="dark.7" maw={400}>
            {body}
          </Text>
        </Stack>
        <Stack gap={0} px="lg" py="xs" component="dl" m={0}>
          <Row
            inList
            divided
            strong
            label={texts.certificateNo}
            value={
              <Text fw={700} fz="lg" style={{ fontVariantNumeric: 'tabular-nums', letterSpacing: 0.5 }}>
                {verification.certificateNo}
              </Text>
            }
          />
          <Row inList divided strong label={texts.type} value={CERTIFICATE_TYPE_LABELS[verification.type]} />
          <Row inList divided strong label={texts.examinee} value={verification.examineeName} />
          <Row inList divided strong label={texts.clinic} value={verification.clinicName} />
          <Row inList divided strong label={texts.issuedAt} value={formatThaiDate(verification.issuedAt, 'long')} />
          <Row
            inList
            divided
            strong
            label={texts.validUntil}
            value={
              <Text component="span" fw={600} c={state === 'expired' ? 'orange' : undefined}>
                {validUntil}
              </Text>
            }
          />
        </Stack>
      </Card>
      <Stack gap={6} px={4}>
        <Text fz="sm" c="dark.6">
          {texts.compare}
        </Text>
        <Text fz="xs" c="dimmed">
          {texts.privacy}
        </Text>
        <Text fz="xs" c="dimmed">
          {texts.checkedAt(formatThaiDateTime(checkedAt))}
        </Text>
      </Stack>
    </Stack>
  );
}

function NotFound() {
  return (
    <Card withBorder radius="lg" padding="xl" data-testid="verify-not-found">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={72} radius="xl" variant="light" color="gray" aria-hidden>
          <IconFileSearch size={40} />
        </ThemeIcon>
        <Title order={2} fz={24}>
          {texts.notFoundTitle}
        </Title>
        <Text c="dark.6" fz="sm">
          {texts.notFoundBody}
        </Text>
      </Stack>
    </Card>
  );
}

function Failure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFound />;
  const tooMany = error instanceof ApiError && error.status === 429;
  return (
    <Alert
      color={tooMany ? 'orange' : 'red'}
      variant="light"
      radius="lg"
      icon={<IconAlertTriangle size={22} aria-hidden />}
      title={tooMany ? texts.tooManyTitle : texts.failedTitle}
      styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
      data-testid="verify-error"
    >
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{error.message}</Text>
        {tooMany ? null : (
          <Button variant="light" color="red" onClick={onRetry}>
            {texts.retry}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
