import { Center, Loader, type MantineSpacing, Stack, Text } from '@mantine/core';

/** A centred spinner with the reason for the wait (the seed's texts for access checks). */
export function PageLoader({ label }: { label: string }) {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="lg" />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}

/** A spinner with the reason for the wait inside a page: a list or a block of it while it loads. */
export function SectionLoader({ label, py = 64 }: { label: string; py?: MantineSpacing }) {
  return (
    <Center py={py} role="status">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}
