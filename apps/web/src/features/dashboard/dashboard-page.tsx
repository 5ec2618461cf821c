import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAuth } from '../../auth/auth-context.tsx';
import { paths } from '../../paths.ts';
import classes from './dashboard-page.module.css';
import { dashboardTexts as texts } from './texts.ts';

export function DashboardPage() {
  const { user } = useAuth();
  return (
    <Stack gap="xl">
      <Card radius="lg" padding="xl" className={classes.hero}>
        <Group justify="space-between" align="center" gap="lg">
          <Stack gap={6}>
            <Title order={1} c="white" fz={{ base: 26, sm: 32 }}>
              {texts.greeting(user?.firstName ?? '')}
            </Title>
            <Text c="jade.0" fz="lg">
              {texts.intro}
            </Text>
          </Stack>
          <Stack gap={6} align="stretch" className={classes.cta}>
            <Button
              component={Link}
              to={paths.booking.href()}
              size="lg"
              variant="white"
              leftSection={<IconBolt size={22} aria-hidden />}
            >
              {texts.quickBooking}
            </Button>
            <Text c="jade.0" fz="sm" ta="center">
              {texts.quickBookingHint}
            </Text>
          </Stack>
        </Group>
      </Card>

      <Stack gap="md">
        <Title order={2} fz="xl">
          {texts.stepsTitle}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {texts.steps.map((step, index) => (
            <Card key={step.title} withBorder radius="lg" padding="lg">
              <Group gap="sm" mb="xs" wrap="nowrap">
                <ThemeIcon radius="xl" size={32} variant="light">
                  <Text fw={700}>{index + 1}</Text>
                </ThemeIcon>
                <Text fw={600}>{step.title}</Text>
              </Group>
              <Text c="gray.7" fz="sm">
                {step.body}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
