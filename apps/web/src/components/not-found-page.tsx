import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../paths.ts';
import { BrandMark } from './brand-mark.tsx';
import { sharedTexts } from './texts.ts';

export function NotFoundPage() {
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Stack align="center" gap="md" ta="center" maw={440}>
        <BrandMark />
        <Text fz={72} fw={700} c="jade.7" lh={1}>
          404
        </Text>
        <Title order={1} fz={26}>
          {sharedTexts.notFoundTitle}
        </Title>
        <Text c="dimmed">{sharedTexts.notFoundBody}</Text>
        <Button component={Link} to={paths.home.href()}>
          {sharedTexts.backHome}
        </Button>
      </Stack>
    </Center>
  );
}
