import { CERTIFICATE_TYPE_LABELS, CERTIFICATE_TYPES, type Service, ServiceBodySchema } from '@jongdee/contracts';
import {
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { IconStethoscope } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { FormError } from '../../components/form-error.tsx';
import { useSchemaForm } from '../../components/use-schema-form.ts';
import { answered } from '../action-dialog.tsx';
import { useSaveService } from './api/save-service.ts';
import { adminClinicTexts as texts } from './texts.ts';

const typeOptions = CERTIFICATE_TYPES.map((type) => ({ value: type, label: CERTIFICATE_TYPE_LABELS[type] }));

/** The services every clinic can offer; prices are set per clinic. */
export function ServicesTable({ services, onEdit }: { services: Service[]; onEdit: (service: Service) => void }) {
  if (services.length === 0) {
    return (
      <Card withBorder radius="lg" padding="xl">
        <Stack align="center" gap="xs">
          <ThemeIcon size={48} radius="xl" variant="light">
            <IconStethoscope size={26} />
          </ThemeIcon>
          <Text fw={600}>{texts.emptyServices}</Text>
          <Text c="dimmed" fz="sm">
            {texts.emptyServicesHint}
          </Text>
        </Stack>
      </Card>
    );
  }
  return (
    <Card withBorder radius="lg" padding={0}>
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={140}>{texts.colServiceCode}</Table.Th>
              <Table.Th>{texts.colServiceName}</Table.Th>
              <Table.Th w={240}>{texts.colCertificateType}</Table.Th>
              <Table.Th w={120}>{texts.colStatus}</Table.Th>
              <Table.Th w={90} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {services.map((service) => (
              <Table.Tr key={service.id}>
                <Table.Td ff="monospace" fz="sm">
                  {service.code}
                </Table.Td>
                <Table.Td>
                  <Text fw={500}>{service.name}</Text>
                  {service.description ? (
                    <Text c="dimmed" fz="xs" lineClamp={1}>
                      {service.description}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>{CERTIFICATE_TYPE_LABELS[service.certificateType]}</Table.Td>
                <Table.Td>
                  <Badge color={service.isActive ? 'jade' : 'gray'} variant="light">
                    {service.isActive ? texts.active : texts.inactive}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    onClick={() => onEdit(service)}
                    aria-label={`${texts.edit} ${service.name}`}
                  >
                    {texts.edit}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

export function ServiceFormModal({
  opened,
  service,
  onClose,
}: {
  opened: boolean;
  service: Service | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={service ? texts.editServiceTitle : texts.createServiceTitle}
    >
      {opened ? <ServiceForm key={service?.id ?? 'new'} service={service} onClose={onClose} /> : null}
    </Modal>
  );
}

function ServiceForm({ service, onClose }: { service: Service | null; onClose: () => void }) {
  const save = useSaveService();
  const form = useSchemaForm(ServiceBodySchema, {
    code: service?.code ?? '',
    name: service?.name ?? '',
    certificateType: (service?.certificateType ?? 'general') as string,
    description: service?.description ?? '',
    requirements: service?.requirements ?? '',
    isActive: service?.isActive ?? true,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = await form.validate();
    if (!body) return;
    save.mutate(
      { id: service?.id ?? null, body },
      answered(form, {
        success: () => (service ? texts.serviceSaved : texts.serviceCreated),
        failed: texts.saveFailed,
        afterwards: onClose,
      }),
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group grow align="flex-start">
          <TextInput label={texts.serviceCode} description={texts.serviceCodeHint} required {...form.text('code')} />
          <Select
            label={texts.certificateType}
            data={typeOptions}
            allowDeselect={false}
            value={form.values.certificateType}
            onChange={(value) => form.setValue('certificateType', value ?? 'general')}
            error={form.error('certificateType')}
            required
          />
        </Group>
        <TextInput label={texts.serviceName} required {...form.text('name')} />
        <Textarea label={texts.description} autosize minRows={2} maxRows={5} {...form.text('description')} />
        <Textarea label={texts.requirements} autosize minRows={2} maxRows={5} {...form.text('requirements')} />
        <Switch label={texts.serviceActive} {...form.checkbox('isActive')} error={undefined} />
        <FormError message={form.formError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {texts.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
