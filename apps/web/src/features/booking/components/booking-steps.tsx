import type { Clinic, Service } from '@jongdee/contracts';
import { formatBaht } from '@jongdee/contracts/thai-format';
import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBuildingHospital, IconMapPin, IconStethoscope } from '@tabler/icons-react';
import { clinicPrice, priceRange } from '../booking-math.ts';
import { bookingTexts as texts } from '../texts.ts';

// The numbered steps of /booking (booking-page.tsx), and its service and clinic choices as cards.

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
