import type { Clinic, Service } from '@jongdee/contracts';
import { formatBaht } from '@jongdee/contracts/thai-format';
import { Card, Group, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingHospital, IconMapPin, IconStethoscope } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { clinicPrice, priceRange } from '../booking-math.ts';
import { bookingTexts as texts } from '../texts.ts';

// The numbered steps of /booking (booking-page.tsx), and its service and clinic choices as cards.

export function BookingStep({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={title}>
      <Group gap="sm" mb="md" wrap="nowrap">
        <Text
          component="span"
          fw={700}
          c="white"
          bg="jade.7"
          w={28}
          h={28}
          ta="center"
          lh="28px"
          fz="sm"
          style={{ borderRadius: '50%', flex: 'none' }}
          aria-hidden
        >
          {number}
        </Text>
        <Title order={2} fz="lg">
          {title}
        </Title>
      </Group>
      {children}
    </Card>
  );
}

export function ServiceChoice(props: {
  services: Service[];
  clinics: Clinic[];
  value: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <Radio.Group value={props.value} onChange={props.onChange} aria-label={texts.service}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {props.services.map((service) => {
          const range = priceRange(props.clinics, service.id);
          return (
            <Radio.Card key={service.id} value={service.id} radius="md" p="md" aria-label={service.name}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={4} />
                <IconStethoscope size={22} aria-hidden color="var(--mantine-color-jade-7)" />
                <div>
                  <Text fw={600}>{service.name}</Text>
                  <Text fz="sm" c="dimmed">
                    {range ? texts.priceRange(formatBaht(range.min), formatBaht(range.max)) : texts.noPriceYet}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}

export function ClinicChoice(props: {
  clinics: Clinic[];
  serviceId: string | null;
  value: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <Radio.Group value={props.value} onChange={props.onChange} aria-label={texts.clinic}>
      <Stack gap="sm">
        {props.clinics.map((clinic) => {
          const price = clinicPrice(clinic, props.serviceId);
          return (
            <Radio.Card key={clinic.id} value={clinic.id} radius="md" p="md" aria-label={clinic.name}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={4} />
                <IconBuildingHospital size={22} aria-hidden color="var(--mantine-color-jade-7)" />
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Group justify="space-between" gap="xs" align="baseline">
                    <Text fw={600}>{clinic.name}</Text>
                    {price !== null ? (
                      <Text fw={600} c="jade.8">
                        {texts.clinicPrice(formatBaht(price))}
                      </Text>
                    ) : null}
                  </Group>
                  <Group gap={4} c="dimmed" wrap="nowrap">
                    <IconMapPin size={14} aria-hidden />
                    <Text fz="sm">{clinic.province}</Text>
                  </Group>
                </div>
              </Group>
            </Radio.Card>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
