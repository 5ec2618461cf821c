import { type Booking, type Examinee, maskIdNumber } from '@jongdee/contracts';
import { personName } from '@jongdee/contracts/thai-format';
import { ActionIcon, Badge, Button, Card, Group, Modal, Progress, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../../components/notify.ts';
import { useAddExaminee } from '../api/add-examinee.ts';
import { useRemoveExaminee } from '../api/remove-examinee.ts';
import { useUpdateExaminee } from '../api/update-examinee.ts';
import { bookingTexts as texts } from '../texts.ts';
import { ExamineeForm } from './examinee-form.tsx';
import { ExamineeImportButton } from './examinee-import-modal.tsx';

type Editing = { mode: 'add' } | { mode: 'edit'; examinee: Examinee } | null;

/** Who is examined under the booking: N of examineeCount filled; add, edit and remove while allowed. */
export function ExamineesSection({ booking }: { booking: Booking }) {
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Examinee | null>(null);
  const add = useAddExaminee(booking.id);
  const update = useUpdateExaminee(booking.id);
  const remove = useRemoveExaminee(booking.id);
  const canEdit = booking.allowedActions.editExaminees;
  const filled = booking.examinees.length;
  const room = filled < booking.examineeCount;

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="examinees-heading">
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
        <Group gap="xs">
          <IconUsers size={20} aria-hidden color="var(--mantine-color-jade-7)" />
          <Title order={2} fz="lg" id="examinees-heading">
            {texts.examinees}
          </Title>
        </Group>
        <Text fz="sm" c="dimmed">
          {texts.examineesFilled(filled, booking.examineeCount)}
        </Text>
      </Group>
      <Progress value={(filled / booking.examineeCount) * 100} size="sm" mb="md" aria-hidden />

      {filled === 0 ? (
        <Text c="dimmed" fz="sm" mb="sm">
          {texts.examineesEmpty}
        </Text>
      ) : (
        <Stack gap="xs" component="ol" p={0} m={0} mb="sm" style={{ listStyle: 'none' }}>
          {booking.examinees.map((examinee, index) => (
            <Card key={examinee.id} component="li" withBorder radius="md" padding="sm">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="sm" wrap="nowrap" miw={0}>
                  <Badge variant="light" color="gray" circle size="lg" aria-hidden>
                    {index + 1}
                  </Badge>
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} truncate>
                      {personName(examinee)}
                    </Text>
                    <Text fz="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {maskIdNumber(examinee.idType, examinee.idNumber)}
                    </Text>
                  </div>
                </Group>
                {canEdit ? (
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      size="lg"
                      aria-label={texts.editExamineeOf(personName(examinee))}
                      onClick={() => setEditing({ mode: 'edit', examinee })}
                    >
                      <IconPencil size={18} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={texts.removeExamineeOf(personName(examinee))}
                      onClick={() => setRemoving(examinee)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                ) : null}
              </Group>
            </Card>
          ))}
        </Stack>
      )}

      {canEdit && room ? (
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconUserPlus size={18} aria-hidden />}
            onClick={() => setEditing({ mode: 'add' })}
          >
            {texts.addExaminee}
          </Button>
          <ExamineeImportButton booking={booking} />
        </Group>
      ) : canEdit && filled > 0 ? (
        <Text fz="sm" c="jade.8">
          {texts.examineesFull}
        </Text>
      ) : null}

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? texts.editExaminee : texts.addExaminee}
        size="lg"
        fullScreen={false}
        closeButtonProps={{ 'aria-label': texts.close }}
      >
        {editing ? (
          <ExamineeForm
            examinee={editing.mode === 'edit' ? editing.examinee : undefined}
            certificateType={booking.service.certificateType}
            submitting={add.isPending || update.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={(body, form) => {
              const handlers = {
                onSuccess: () => {
                  notify.success(editing.mode === 'edit' ? texts.examineeSaved : texts.examineeAdded);
                  setEditing(null);
                },
                onError: (error: Error) => {
                  form.showServerErrors(error);
                  notify.error(error.message, texts.examineeFailed);
                },
              };
              if (editing.mode === 'edit') update.mutate({ examineeId: editing.examinee.id, body }, handlers);
              else add.mutate(body, handlers);
            }}
          />
        ) : null}
      </Modal>

      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title={texts.removeExamineeTitle}>
        <Stack gap="md">
          <Text>{removing ? texts.removeExamineeConfirm(personName(removing)) : null}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              {texts.cancel}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                removing &&
                remove.mutate(removing.id, {
                  onSuccess: () => {
                    notify.success(texts.examineeRemoved);
                    setRemoving(null);
                  },
                  onError: (error) => notify.error(error.message, texts.examineeFailed),
                })
              }
            >
              {texts.remove}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
