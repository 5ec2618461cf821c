import { Center, Loader, Stack, Text } from '@mantine/core';

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
