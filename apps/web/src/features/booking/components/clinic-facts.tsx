// /booking draws with only the Mantine styles its first paint needs (main.tsx); the policy's fold brings its own.
import '@mantine/core/styles/Spoiler.layer.css';
import type { Clinic } from '@jongdee/contracts';
import { clinicAddressLine, formatBaht, formatOpeningHours } from '@jongdee/contracts/thai-format';
import { Anchor, Button, Group, Spoiler, Stack, Text } from '@mantine/core';
import { IconBuildingHospital, IconClockHour4, IconMapPin, IconPhone, IconShieldCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { bookingTexts as texts } from '../texts.ts';

type Props = {
  clinic: Clinic;
  /** The clinic's price of the chosen service, in satang. */
  price: number | null;
  /** Offered when the service has other clinics. */
  onChange?: () => void;
};

/**
 * The clinic chosen on /booking, with what a customer wants to know before confirming: where it is
 * (with the map), how to call it, when it is open, and its cancellation and refund policy.
 */
export function ClinicFacts({ clinic, price, onChange }: Props) {
  return (
    <Stack gap="sm" data-testid="clinic-facts">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <IconBuildingHospital size={22} aria-hidden color="var(--mantine-color-jade-7)" style={{ flex: 'none' }} />
        <Group justify="space-between" gap="xs" align="baseline" style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600}>{clinic.name}</Text>
          {price !== null ? (
            <Text fw={600} c="jade.8">
              {texts.clinicPrice(formatBaht(price))}
            </Text>
          ) : null}
        </Group>
      </Group>
      <Line icon={<IconMapPin size={16} aria-hidden />}>
        <Text fz="sm" component="span">
          {clinicAddressLine(clinic.address, clinic.province)}
        </Text>
        {clinic.mapUrl ? (
          <>
            {' · '}
            <Anchor href={clinic.mapUrl} target="_blank" rel="noopener noreferrer" fz="sm">
              {texts.openMap}
            </Anchor>
          </>
        ) : null}
      </Line>
      <Line icon={<IconPhone size={16} aria-hidden />}>
        <Anchor href={`tel:${clinic.phone}`} fz="sm">
          {clinic.phone}
        </Anchor>
      </Line>
      <Line icon={<IconClockHour4 size={16} aria-hidden />}>
        <Text fz="sm" component="span" c="dimmed">
          {texts.openingHours}
        </Text>
        {formatOpeningHours(clinic.openingHours).map((line) => (
          <Text fz="sm" key={line}>
            {line}
          </Text>
        ))}
      </Line>
      {clinic.cancellationPolicy ? (
        <Line icon={<IconShieldCheck size={16} aria-hidden />}>
          <Text fz="sm" fw={600}>
            {texts.cancellationPolicy}
          </Text>
          <Spoiler maxHeight={66} showLabel={texts.readMore} hideLabel={texts.readLess} fz="sm">
            <Text fz="sm" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {clinic.cancellationPolicy}
            </Text>
          </Spoiler>
        </Line>
      ) : null}
      {onChange ? (
        <Group>
          <Button variant="subtle" size="compact-md" px={0} onClick={onChange}>
            {texts.changeClinic}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/** A fact behind its icon; its lines wrap beside the icon, not under it. */
function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group wrap="nowrap" align="flex-start" gap="xs" c="gray.7">
      <span style={{ flex: 'none', marginTop: 3, display: 'inline-flex' }}>{icon}</span>
      <div style={{ minWidth: 0, flex: 1, color: 'var(--mantine-color-text)' }}>{children}</div>
    </Group>
  );
}
