import type { Clinic, Service } from '@jongdee/contracts';
import { formatBaht } from '@jongdee/contracts/thai-format';
import { Button, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBuildingHospital, IconMapPin, IconStethoscope } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { clinicPrice, priceRange } from '../booking-math.ts';
import { bookingTexts as texts } from '../texts.ts';

// The choices of /booking (booking-page.tsx): the services and the clinics as cards, and the one chosen
// shown in their place. A card tapped or clicked folds the list into the choice, so a phone scrolls
// past one card instead of all of them; a choice made with the arrow keys (which move from card to card,
// choosing each) leaves the list open, so the keyboard never loses its place.

/** A tap or a click (not the arrow keys, whose clicks come with no pointer). */
const isPointer = (event: MouseEvent) => event.detail > 0;

export function ServiceChoice(props: {
  services: Service[];
  clinics: Clinic[];
  value: string | null;
  onChange: (value: string) => void;
  /** A card was tapped or clicked: the choice is made. */
  onChosen: () => void;
  error?: string;
}) {
  return (
    <Radio.Group value={props.value} onChange={props.onChange} aria-label={texts.service} error={props.error}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {props.services.map((service) => {
          const range = priceRange(props.clinics, service.id);
          return (
            <Radio.Card
              key={service.id}
              value={service.id}
              radius="md"
              p="md"
              aria-label={service.name}
              onClick={(event) => isPointer(event) && props.onChosen()}
            >
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={4} />
                <div style={{ minWidth: 0 }}>
                  <Text fw={600}>{service.name}</Text>
                  <Text fz="sm" fw={500} c="jade.8">
                    {range ? texts.priceRange(formatBaht(range.min), formatBaht(range.max)) : texts.noPriceYet}
                  </Text>
                  {service.description ? (
                    <Text fz="sm" c="dimmed" lineClamp={2}>
                      {service.description}
                    </Text>
                  ) : null}
                </div>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}

/** The service chosen, in the list's place: what the check includes and what to bring. */
export function ChosenService(props: { service: Service; clinics: Clinic[]; onChange: () => void }) {
  const { service } = props;
  const range = priceRange(props.clinics, service.id);
  return (
    <Stack gap="xs" data-testid="chosen-service">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <IconStethoscope size={22} aria-hidden color="var(--mantine-color-jade-7)" style={{ flex: 'none' }} />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600}>{service.name}</Text>
          {range ? (
            <Text fz="sm" fw={500} c="jade.8">
              {texts.priceRange(formatBaht(range.min), formatBaht(range.max))}
            </Text>
          ) : null}
        </div>
      </Group>
      <ServiceDetails service={service} />
      <Group>
        <Button variant="subtle" size="compact-md" px={0} onClick={props.onChange}>
          {texts.changeService}
        </Button>
      </Group>
    </Stack>
  );
}

/** What a service's check includes and what to bring, as the catalogue says. */
export function ServiceDetails({ service }: { service: Service }) {
  return (
    <>
      {service.description ? <Detail label={texts.serviceIncludes} text={service.description} /> : null}
      {service.requirements ? <Detail label={texts.serviceRequirements} text={service.requirements} /> : null}
    </>
  );
}

function Detail({ label, text }: { label: string; text: string }) {
  return (
    <div>
      <Text fz="sm" fw={600}>
        {label}
      </Text>
      <Text fz="sm" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {text}
      </Text>
    </div>
  );
}

export function ClinicChoice(props: {
  clinics: Clinic[];
  serviceId: string | null;
  value: string | null;
  onChange: (value: string) => void;
  onChosen: () => void;
  error?: string;
}) {
  return (
    <Radio.Group value={props.value} onChange={props.onChange} aria-label={texts.clinic} error={props.error}>
      <Stack gap="sm">
        {props.clinics.map((clinic) => {
          const price = clinicPrice(clinic, props.serviceId);
          return (
            <Radio.Card
              key={clinic.id}
              value={clinic.id}
              radius="md"
              p="md"
              aria-label={clinic.name}
              onClick={(event) => isPointer(event) && props.onChosen()}
            >
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
