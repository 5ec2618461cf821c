import {
  CERTIFICATE_FORMS,
  CERTIFICATE_TYPE_LABELS,
  GENDER_LABELS,
  type ResultForm,
  type ResultWorkItem,
} from '@jongdee/contracts';
import { formatThaiDate, formatThaiDateTime, personName } from '@jongdee/contracts/thai-format';
import { Anchor, Button, Grid, Group, Paper, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconCertificate, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type ComponentProps, useState } from 'react';
import { Link } from 'react-router';
import { Fact } from '../../components/fact.tsx';
import { notify } from '../../components/notify.ts';
import { paths } from '../../paths.ts';
import { useIssueCertificates } from '../certificates/api/issue-certificates.ts';
import { RecordDrawer } from '../record-drawer.tsx';
import { useResultForm } from './api/get-result-form.ts';
import { useResultWork } from './api/get-result-work.ts';
import { useVisit } from './api/get-visit.ts';
import { bookingRosterQuery } from './list-search.ts';
import { ResultEntryForm } from './result-entry-form.tsx';
import { ResultStateBadge, workStateOf } from './result-state-badge.tsx';
import { resultTexts as texts } from './texts.ts';

type Props = {
  examineeId: string;
  /** The row's copy, for the title while the form loads. */
  initial: ResultWorkItem | undefined;
  /** The examinees of the list, in its order: where "previous" and "next" go. */
  order: string[];
  preferredDoctorId: string | undefined;
  onDoctorChosen: (doctorId: string) => void;
  onOpen: (examineeId: string) => void;
  onClose: () => void;
};

/** The result form of one examinee beside their booking, over the worklist, with a way to the next person. */
export function ResultDrawer({
  examineeId,
  initial,
  order,
  preferredDoctorId,
  onDoctorChosen,
  onOpen,
  onClose,
}: Props) {
  const query = useResultForm(examineeId);
  const work = query.data?.work ?? initial;
  const index = order.indexOf(examineeId);
  const previous = index > 0 ? order[index - 1] : undefined;
  const next = index >= 0 ? order[index + 1] : undefined;
  const name = work ? personName(work.examinee) : '';

  return (
    <RecordDrawer
      size={1000}
      title={work && texts.formTitle(name)}
      status={work && <ResultStateBadge state={workStateOf(work)} data-testid="result-state" />}
      query={query}
      texts={texts}
      onClose={onClose}
      above={
        order.length > 1 && index >= 0 ? (
          <Group justify="space-between" gap="xs">
            <Text fz="sm" c="dimmed">
              {texts.positionOf(index + 1, order.length)}
            </Text>
            <Group gap={6}>
              <Button
                variant="default"
                size="compact-sm"
                leftSection={<IconChevronLeft size={16} aria-hidden />}
                disabled={!previous}
                onClick={() => previous && onOpen(previous)}
              >
                {texts.previous}
              </Button>
              <Button
                variant="default"
                size="compact-sm"
                rightSection={<IconChevronRight size={16} aria-hidden />}
                disabled={!next}
                onClick={() => next && onOpen(next)}
              >
                {texts.next}
              </Button>
            </Group>
          </Group>
        ) : null
      }
    >
      {query.data ? (
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <Context form={query.data} />
              <VisitedResultForm
                // A new examinee, or their result saved again: the form starts from what the server holds.
                key={`${examineeId}:${query.data.result?.updatedAt ?? 'new'}:${query.data.work.certificate?.id ?? ''}`}
                form={query.data}
                preferredDoctorId={preferredDoctorId}
                onDoctorChosen={onDoctorChosen}
                hasNext={Boolean(next)}
                onSaved={(_result, goNext) => {
                  if (goNext && next) onOpen(next);
                }}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <BookingRoster work={query.data.work} onOpen={onOpen} />
          </Grid.Col>
        </Grid>
      ) : null}
    </RecordDrawer>
  );
}

/** The form, told whether the examinee has checked in (results only after the visit). */
function VisitedResultForm(props: Omit<ComponentProps<typeof ResultEntryForm>, 'visit'>) {
  const visit = useVisit(props.form.work);
  return <ResultEntryForm {...props} visit={visit} />;
}

/** Three facts a row on a wide drawer, two on a tablet, one on a phone. */
const FACT_SPAN = { base: 12, xs: 6, lg: 4 };

/** Who is being examined, under which booking and which form. */
function Context({ form }: { form: ResultForm }) {
  const { examinee, booking } = form.work;
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Grid gutter="xs">
        <Grid.Col span={FACT_SPAN}>
          <Fact dense label={texts.booking}>
            <Anchor component={Link} to={paths.admin.bookingView.href(booking.id)} ff="monospace" fz="sm" fw={600}>
              {booking.bookingNo}
            </Anchor>
          </Fact>
        </Grid.Col>
        <Grid.Col span={FACT_SPAN}>
          <Fact dense label={texts.appointment}>
            {formatThaiDate(booking.appointmentDate)} {texts.timeSuffix(booking.slotTime)}
          </Fact>
        </Grid.Col>
        <Grid.Col span={FACT_SPAN}>
          <Fact dense label={texts.idNumber}>
            <Text span ff="monospace" fz="sm">
              {examinee.idNumber}
            </Text>
            {examinee.gender ? ` · ${GENDER_LABELS[examinee.gender]}` : ''}
          </Fact>
        </Grid.Col>
        <Grid.Col span={FACT_SPAN}>
          <Fact dense label={texts.clinic}>
            {booking.clinicName}
          </Fact>
        </Grid.Col>
        <Grid.Col span={{ ...FACT_SPAN, xs: 12, lg: 8 }}>
          <Fact dense label={texts.service}>
            {booking.serviceName} · {CERTIFICATE_TYPE_LABELS[booking.certificateType]}
          </Fact>
        </Grid.Col>
      </Grid>
      <Text fz="xs" c="dimmed" mt={6}>
        {texts.formName(CERTIFICATE_FORMS[booking.certificateType].title)}
        {form.result
          ? ` · ${texts.resultSource(formatThaiDateTime(form.result.updatedAt))}${form.result.source === 'excel' ? ` (${texts.fromExcel})` : ''}`
          : ''}
      </Text>
    </Paper>
  );
}

/**
 * The examinees of the same booking, each with where they stand, to jump between; and the one
 * action that certifies everyone of the booking whose result is recorded.
 */
function BookingRoster({ work, onOpen }: { work: ResultWorkItem; onOpen: (examineeId: string) => void }) {
  const roster = useResultWork(bookingRosterQuery(work.booking.id));
  const issue = useIssueCertificates();
  const [confirming, setConfirming] = useState(false);
  const people = roster.data?.items ?? [];
  const ready = people.filter((person) => workStateOf(person) === 'recorded').length;
  const certified = people.filter((person) => workStateOf(person) === 'certified').length;
  // After issuing, nobody is "ready" because everyone is certified: say so, not "record results first".
  const summary =
    ready > 0
      ? texts.bookingReady(ready)
      : certified > 0 && certified === people.length
        ? texts.bookingAllCertified
        : certified > 0
          ? texts.bookingSomeCertified(certified)
          : texts.bookingNoneReady;

  const runIssue = () =>
    issue.mutate(
      { bookingId: work.booking.id },
      {
        onSuccess: (issued) => {
          notify.success(texts.issued(issued.length));
          setConfirming(false);
        },
        onError: (error) => {
          notify.error(error.message, texts.issueFailed);
          setConfirming(false);
        },
      },
    );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={texts.bookingPeople}>
      <Title order={3} fz="md" mb={4}>
        {texts.bookingPeople}
      </Title>
      <Text fz="xs" c="dimmed" ff="monospace" mb="sm">
        {work.booking.bookingNo}
      </Text>
      {roster.isPending ? (
        <Stack gap={8}>
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      ) : roster.isError ? (
        <Text fz="sm" c="red">
          {roster.error.message}
        </Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {people.map((person) => {
            const current = person.examinee.id === work.examinee.id;
            const label = personName(person.examinee);
            return (
              <li key={person.examinee.id}>
                <UnstyledButton
                  onClick={() => onOpen(person.examinee.id)}
                  aria-current={current ? 'true' : undefined}
                  w="100%"
                  px="xs"
                  py={6}
                  style={{
                    borderRadius: 'var(--mantine-radius-sm)',
                    background: current ? 'var(--mantine-color-jade-0)' : undefined,
                    outline: current ? '1px solid var(--mantine-color-jade-3)' : undefined,
                  }}
                >
                  <Text fz="sm" fw={current ? 600 : 400} lineClamp={1}>
                    {label}
                  </Text>
                  <Group gap={6} mt={2} wrap="nowrap">
                    <ResultStateBadge state={workStateOf(person)} size="xs" />
                  </Group>
                </UnstyledButton>
                {person.certificate ? (
                  <Anchor
                    component={Link}
                    to={paths.admin.certificateView.href(person.certificate.id)}
                    fz="xs"
                    ff="monospace"
                    ml="xs"
                  >
                    {person.certificate.certificateNo}
                  </Anchor>
                ) : null}
              </li>
            );
          })}
        </Stack>
      )}

      <Stack gap="xs" mt="md">
        <Text fz="sm" c={ready > 0 ? 'dark.7' : 'dimmed'} data-testid="roster-summary">
          {summary}
        </Text>
        {confirming ? (
          <Paper withBorder radius="md" p="sm" bg="jade.0">
            <Stack gap="xs">
              <Text fz="sm" fw={600}>
                {texts.issueConfirmTitle}
              </Text>
              <Text fz="sm">{texts.issueConfirmBody(ready)}</Text>
              <Group gap="xs" justify="flex-end">
                <Button variant="default" size="xs" onClick={() => setConfirming(false)} disabled={issue.isPending}>
                  {texts.cancel}
                </Button>
                <Button size="xs" onClick={runIssue} loading={issue.isPending} data-autofocus>
                  {texts.issueConfirm}
                </Button>
              </Group>
            </Stack>
          </Paper>
        ) : (
          <Button
            variant="light"
            leftSection={<IconCertificate size={18} aria-hidden />}
            onClick={() => setConfirming(true)}
            disabled={ready === 0}
            fullWidth
          >
            {texts.issueBooking}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
