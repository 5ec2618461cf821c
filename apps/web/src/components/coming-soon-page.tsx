import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { sharedTexts } from './texts.ts';

/** The one page every section that is not built yet shows, inside its layout. */
export function ComingSoonPage({ title, backTo }: { title: string; backTo: string }) {
  const { pathname } = useLocation();
  return (
    <Center py={64} px="md">
      <Stack align="center" gap="md" maw={460} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light">
          <IconTools size={38} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz={26}>
          {title}
        </Title>
        <Text fw={500}>{sharedTexts.comingSoonTitle}</Text>
        <Text c="dimmed">{sharedTexts.comingSoonBody}</Text>
        {pathname === backTo ? null : (
          <Button component={Link} to={backTo}>
            {sharedTexts.backHome}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
