import { Anchor, Button, Card, Grid, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBolt, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../../auth/auth-context.tsx';
import { AfterFirstPaint } from '../../components/after-first-paint.tsx';
import { Panel } from '../../components/panel.tsx';
import { paths } from '../../paths.ts';
import { useBookingStats } from './api/get-booking-stats.ts';
import { BannerCarousel } from './components/banner-carousel.tsx';
import { MyBookings } from './components/my-bookings.tsx';
import { StatusCounts } from './components/status-counts.tsx';
import classes from './dashboard-page.module.css';
import { type MyBookingsState, myBookingsHref, readMyBookingsState } from './my-bookings-state.ts';
import { dashboardTexts as texts } from './texts.ts';

/**
 * The customer's home. `latestNotifications` is the notifications feature's own list, handed in by the
 * route (routes/home-route.tsx), so features stay independent of each other.
 */
export function DashboardPage({ latestNotifications }: { latestNotifications?: ReactNode }) {
  const { user } = useAuth();
  const stats = useBookingStats();
  // The list's period, status and page live in the URL: a count card's filter can be linked, and the
  // back button returns to the list before it.
  const [searchParams, setSearchParams] = useSearchParams();
  const list = readMyBookingsState(searchParams);
  const showList = (next: Partial<MyBookingsState>) =>
    setSearchParams(new URLSearchParams(myBookingsHref({ ...list, ...next }).split('?')[1] ?? ''), {
      preventScrollReset: true,
    });
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

      {/* Below the greeting: the greeting shows first on a slow phone, the lists a render later. */}
      <AfterFirstPaint>
        <BannerCarousel />

        <StatusCounts active={list.status} />

        <Grid gutter={{ base: 'lg', md: 'xl' }} align="flex-start">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <MyBookings state={list} onChange={showList} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Panel
              flush
              title={texts.notificationsTitle}
              action={
                <Anchor component={Link} to={paths.notifications.href()} fz="sm" fw={500}>
                  <Group gap={2} wrap="nowrap">
                    {texts.viewAllNotifications}
                    <IconChevronRight size={16} aria-hidden />
                  </Group>
                </Anchor>
              }
            >
              {latestNotifications}
            </Panel>
          </Grid.Col>
        </Grid>

        {/* How it works, for someone who has not booked yet; once they have, their own bookings say it better. */}
        {stats.isSuccess && stats.data.total === 0 ? (
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
        ) : null}
      </AfterFirstPaint>
    </Stack>
  );
}
