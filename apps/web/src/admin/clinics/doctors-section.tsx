import { type ClinicDetail, type Doctor, DoctorBodySchema } from '@jongdee/contracts';
import { Badge, Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { FormError } from '../../components/form-error.tsx';
import { notify } from '../../components/notify.ts';
import { useSchemaForm } from '../../components/use-schema-form.ts';
import { answered } from '../action-dialog.tsx';
import { useSaveDoctor } from './api/save-doctor.ts';
import { adminClinicTexts as texts } from './texts.ts';

/** The clinic's doctors: each saved on its own, straight away (not with the clinic form). */
export function DoctorsSection({ clinic }: { clinic: ClinicDetail }) {
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap={2} mb="md">
        <Title order={3} fz="lg">
          {texts.sectionDoctors}
        </Title>
        <Text c="dimmed" fz="sm">
          {texts.doctorsHint}
        </Text>
      </Stack>
      <Stack gap="md">
        {clinic.doctors.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {texts.noDoctors}
          </Text>
        ) : (
          <Table verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{texts.doctorName}</Table.Th>
                <Table.Th w={130}>{texts.licenseNo}</Table.Th>
                <Table.Th w={120}>{texts.colStatus}</Table.Th>
                <Table.Th w={190} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {clinic.doctors.map((doctor) =>
                editing === doctor.id ? (
                  <Table.Tr key={doctor.id}>
                    <Table.Td colSpan={4}>
                      <DoctorForm clinicId={clinic.id} doctor={doctor} onDone={() => setEditing(null)} />
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  <DoctorRow
                    key={doctor.id}
                    clinicId={clinic.id}
                    doctor={doctor}
                    onEdit={() => setEditing(doctor.id)}
                  />
                ),
              )}
            </Table.Tbody>
          </Table>
        )}
        <DoctorForm clinicId={clinic.id} doctor={null} onDone={() => undefined} />
      </Stack>
    </Card>
  );
}

function DoctorRow({ clinicId, doctor, onEdit }: { clinicId: string; doctor: Doctor; onEdit: () => void }) {
  const save = useSaveDoctor();
  const toggle = () =>
    save.mutate(
      {
        clinicId,
        doctorId: doctor.id,
        body: { name: doctor.name, licenseNo: doctor.licenseNo, isActive: !doctor.isActive },
      },
      {
        onSuccess: () => notify.success(texts.doctorSaved),
        onError: (error) => notify.error(error.message, texts.saveFailed),
      },
    );
  return (
    <Table.Tr>
      <Table.Td>{doctor.name}</Table.Td>
      <Table.Td>{doctor.licenseNo}</Table.Td>
      <Table.Td>
        <Badge color={doctor.isActive ? 'jade' : 'gray'} variant="light">
          {doctor.isActive ? texts.doctorActive : texts.doctorInactive}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button size="xs" variant="subtle" onClick={onEdit} aria-label={`${texts.edit} ${doctor.name}`}>
            {texts.edit}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color={doctor.isActive ? 'red' : 'jade'}
            loading={save.isPending}
            onClick={toggle}
            aria-label={`${doctor.isActive ? texts.deactivate : texts.activate} ${doctor.name}`}
          >
            {doctor.isActive ? texts.deactivate : texts.activate}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** Adds a doctor (doctor null) or edits one in place. */
function DoctorForm({ clinicId, doctor, onDone }: { clinicId: string; doctor: Doctor | null; onDone: () => void }) {
  const save = useSaveDoctor();
  const initial = { name: doctor?.name ?? '', licenseNo: doctor?.licenseNo ?? '', isActive: doctor?.isActive ?? true };
  const form = useSchemaForm(DoctorBodySchema, initial);

  const submit = async () => {
    const body = await form.validate();
    if (!body) return;
    save.mutate(
      { clinicId, doctorId: doctor?.id ?? null, body },
      answered(form, {
        success: () => (doctor ? texts.doctorSaved : texts.doctorAdded),
        failed: texts.saveFailed,
        afterwards: () => {
          if (!doctor) form.setValues(initial);
          onDone();
        },
      }),
    );
  };

  return (
    // Not a <form>: it sits inside the clinic's form, and Enter here must not save the clinic.
    <Group
      align="flex-start"
      gap="sm"
      wrap="wrap"
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          void submit();
        }
      }}
    >
      <TextInput
        size="sm"
        label={doctor ? undefined : texts.doctorName}
        aria-label={texts.doctorName}
        placeholder={texts.doctorNamePlaceholder}
        style={{ flex: 1, minWidth: 200 }}
        {...form.text('name')}
      />
      <TextInput
        size="sm"
        label={doctor ? undefined : texts.licenseNo}
        aria-label={texts.licenseNo}
        placeholder={texts.licenseNoPlaceholder}
        w={150}
        {...form.text('licenseNo')}
      />
      <Group gap={4} mt={doctor ? 0 : 25}>
        {doctor ? (
          <>
            <Button size="sm" variant="default" onClick={onDone}>
              {texts.cancel}
            </Button>
            <Button size="sm" loading={save.isPending} onClick={() => void submit()}>
              {texts.saveDoctor}
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            variant="light"
            leftSection={<IconPlus size={16} />}
            loading={save.isPending}
            onClick={() => void submit()}
          >
            {texts.addDoctor}
          </Button>
        )}
      </Group>
      <FormError message={form.formError} w="100%" py="xs" />
    </Group>
  );
}
