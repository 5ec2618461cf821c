import type { ClinicDetail, Service } from '@jongdee/contracts';
import { Badge, Button, Card, Group, Stack, Switch, Table, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingHospital, IconPlus, IconStethoscope } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { notify } from '../../components/notify.ts';
import { PageLoader } from '../../components/page-loader.tsx';
import { RetryAlert } from '../../components/retry-alert.tsx';
import { useAdminClinics } from './api/get-admin-clinics.ts';
import { useAdminServices } from './api/get-admin-services.ts';
import { useSetClinicActive } from './api/set-clinic-active.ts';
import { ClinicFormDrawer } from './clinic-form-drawer.tsx';
import { ServiceFormModal, ServicesTable } from './services-panel.tsx';
import { adminClinicTexts as texts } from './texts.ts';

type Tab = 'clinics' | 'services';

/** /admin/clinics: clinics (details, hours, closed dates, services and prices, receiver, doctors) and services. */
export function ClinicsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'services' ? 'services' : 'clinics';
  const clinics = useAdminClinics();
  const services = useAdminServices();
  // 'new', a clinic id, or null: the clinic is read from the list so saved doctors show at once.
  const [editingClinic, setEditingClinic] = useState<string | null>(null);
  // A new form each time the drawer opens; saving a new clinic keeps the same form (and its toast) on screen.
  const [formSession, setFormSession] = useState(0);
  const openClinic = (id: string) => {
    setFormSession((session) => session + 1);
    setEditingClinic(id);
  };
  const [editingService, setEditingService] = useState<Service | 'new' | null>(null);

  if (clinics.isPending || services.isPending) return <PageLoader label={texts.loading} />;
  if (clinics.isError || services.isError) {
    return (
      <RetryAlert
        title={texts.loadFailed}
        retryLabel={texts.retry}
        onRetry={() => {
          void clinics.refetch();
          void services.refetch();
        }}
      />
    );
  }

  const clinic =
    editingClinic && editingClinic !== 'new' ? (clinics.data.find((item) => item.id === editingClinic) ?? null) : null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {texts.title}
          </Title>
          <Text c="dimmed">{texts.subtitle}</Text>
        </div>
        {tab === 'clinics' ? (
          <Button leftSection={<IconPlus size={18} />} onClick={() => openClinic('new')}>
            {texts.addClinic}
          </Button>
        ) : (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditingService('new')}>
            {texts.addService}
          </Button>
        )}
      </Group>

      <Tabs
        value={tab}
        onChange={(value) => setSearchParams(value === 'services' ? { tab: 'services' } : {}, { replace: true })}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="clinics" leftSection={<IconBuildingHospital size={18} />}>
            {texts.tabClinics} ({clinics.data.length})
          </Tabs.Tab>
          <Tabs.Tab value="services" leftSection={<IconStethoscope size={18} />}>
            {texts.tabServices} ({services.data.length})
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="clinics">
          <ClinicsTable clinics={clinics.data} onEdit={(item) => openClinic(item.id)} />
        </Tabs.Panel>
        <Tabs.Panel value="services">
          <ServicesTable services={services.data} onEdit={setEditingService} />
        </Tabs.Panel>
      </Tabs>

      <ClinicFormDrawer
        opened={editingClinic !== null}
        clinic={clinic}
        formSession={formSession}
        services={services.data}
        onClose={() => setEditingClinic(null)}
        onSaved={(saved) => setEditingClinic(saved.id)}
      />
      <ServiceFormModal
        opened={editingService !== null}
        service={editingService === 'new' ? null : editingService}
        onClose={() => setEditingService(null)}
      />
    </Stack>
  );
}

function ClinicsTable({ clinics, onEdit }: { clinics: ClinicDetail[]; onEdit: (clinic: ClinicDetail) => void }) {
  if (clinics.length === 0) {
    return (
      <Card withBorder radius="lg" padding="xl">
        <Stack align="center" gap="xs">
          <ThemeIcon size={48} radius="xl" variant="light">
            <IconBuildingHospital size={26} />
          </ThemeIcon>
          <Text fw={600}>{texts.emptyClinics}</Text>
          <Text c="dimmed" fz="sm">
            {texts.emptyClinicsHint}
          </Text>
        </Stack>
      </Card>
    );
  }
  return (
    <Card withBorder radius="lg" padding={0}>
      <Table.ScrollContainer minWidth={820}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={130}>{texts.colCode}</Table.Th>
              <Table.Th>{texts.colName}</Table.Th>
              <Table.Th w={140}>{texts.colProvince}</Table.Th>
              <Table.Th w={140}>{texts.colCapacity}</Table.Th>
              <Table.Th w={90}>{texts.colServices}</Table.Th>
              <Table.Th w={190}>{texts.colStatus}</Table.Th>
              <Table.Th w={80} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {clinics.map((clinic) => (
              <ClinicRow key={clinic.id} clinic={clinic} onEdit={() => onEdit(clinic)} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

function ClinicRow({ clinic, onEdit }: { clinic: ClinicDetail; onEdit: () => void }) {
  const setActive = useSetClinicActive();
  const offered = clinic.services.filter((offer) => offer.isActive).length;
  const toggle = (isActive: boolean) =>
    setActive.mutate(
      { id: clinic.id, isActive },
      {
        onSuccess: () => notify.success(isActive ? texts.activated(clinic.name) : texts.deactivated(clinic.name)),
        onError: (error) => notify.error(error.message, texts.saveFailed),
      },
    );
  return (
    <Table.Tr>
      <Table.Td ff="monospace" fz="sm">
        {clinic.code}
      </Table.Td>
      <Table.Td>
        <Text fw={500}>{clinic.name}</Text>
        <Text c="dimmed" fz="xs">
          {clinic.phone}
        </Text>
      </Table.Td>
      <Table.Td>{clinic.province}</Table.Td>
      <Table.Td>{texts.capacityValue(clinic.capacityPerSlot, clinic.slotMinutes)}</Table.Td>
      <Table.Td>{texts.servicesCount(offered)}</Table.Td>
      <Table.Td>
        <Group gap={8} wrap="nowrap">
          <Switch
            size="sm"
            checked={clinic.isActive}
            disabled={setActive.isPending}
            onChange={(event) => toggle(event.currentTarget.checked)}
            aria-label={`${clinic.isActive ? texts.deactivate : texts.activate} ${clinic.name}`}
          />
          <Badge color={clinic.isActive ? 'jade' : 'gray'} variant="light">
            {clinic.isActive ? texts.active : texts.inactive}
          </Badge>
        </Group>
      </Table.Td>
      <Table.Td>
        <Button size="xs" variant="subtle" onClick={onEdit} aria-label={`${texts.edit} ${clinic.name}`}>
          {texts.edit}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
