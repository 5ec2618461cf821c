import { personName } from '@jongdee/contracts/thai-format';
import {
  ActionIcon,
  AppShell,
  Avatar,
  Badge,
  Burger,
  Button,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBuildingHospital,
  IconCalendarEvent,
  IconCalendarPlus,
  IconCertificate,
  IconChartBar,
  IconClipboardList,
  IconCreditCard,
  IconFileSpreadsheet,
  IconHistory,
  IconLayoutDashboard,
  IconLogout,
  IconMail,
  IconPhoto,
  IconShieldLock,
  IconStethoscope,
  IconUserCheck,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useAuth } from '../auth/auth-context.tsx';
import { authTexts } from '../auth/texts.ts';
import { BrandMark } from '../components/brand-mark.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { initials } from '../lib/person-name.ts';
import { paths } from '../paths.ts';
import { adminTexts as texts } from './texts.ts';

type Section = { href: string; label: string; icon: ComponentType<{ size?: number }>; exact?: boolean };

const groups: { label: string; sections: Section[] }[] = [
  {
    label: texts.groupDaily,
    sections: [
      { href: paths.admin.dashboard.href(), label: texts.dashboard, icon: IconLayoutDashboard, exact: true },
      { href: paths.admin.bookings.href(), label: texts.bookings, icon: IconClipboardList, exact: true },
      { href: paths.admin.checkIn.href(), label: texts.checkIn, icon: IconUserCheck },
      { href: paths.admin.bookingCreate.href(), label: texts.bookingCreate, icon: IconCalendarPlus },
      { href: paths.admin.payments.href(), label: texts.payments, icon: IconCreditCard },
      { href: paths.admin.calendar.href(), label: texts.calendar, icon: IconCalendarEvent },
    ],
  },
  {
    label: texts.groupResults,
    sections: [
      { href: paths.admin.examinationResults.href(), label: texts.examinationResults, icon: IconStethoscope },
      { href: paths.admin.certificates.href(), label: texts.certificates, icon: IconCertificate },
      { href: paths.admin.excelUpload.href(), label: texts.excelUpload, icon: IconFileSpreadsheet },
    ],
  },
  {
    label: texts.groupInsights,
    sections: [{ href: paths.admin.reports.href(), label: texts.reports, icon: IconChartBar }],
  },
  {
    label: texts.groupSettings,
    sections: [
      { href: paths.admin.clinics.href(), label: texts.clinics, icon: IconBuildingHospital },
      { href: paths.admin.users.href(), label: texts.users, icon: IconUsers },
      { href: paths.admin.messages.href(), label: texts.messages, icon: IconMail },
      { href: paths.admin.auditLog.href(), label: texts.auditLog, icon: IconHistory },
      { href: paths.admin.dataRequests.href(), label: texts.dataRequests, icon: IconShieldLock },
      { href: paths.admin.banners.href(), label: texts.banners, icon: IconPhoto },
    ],
  },
];

function isActive(section: Section, pathname: string): boolean {
  return section.exact
    ? pathname === section.href
    : pathname === section.href || pathname.startsWith(`${section.href}/`);
}

/** The clinic staff's frame: every admin section in a side navigation, the admin's menu on top. */
export function AdminLayout() {
  const { user, logout } = useAuth();
  const { pathname } = useLocation();
  const [opened, navbar] = useDisclosure(false);
  const name = user ? personName(user) : '';

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
      bg="gray.0"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="md" wrap="nowrap">
            <Burger opened={opened} onClick={navbar.toggle} hiddenFrom="sm" size="sm" aria-label={texts.openMenu} />
            <Link
              to={paths.admin.dashboard.href()}
              style={{ textDecoration: 'none', display: 'flex' }}
              aria-label={texts.dashboardAria}
            >
              <BrandMark />
            </Link>
            <Badge color="dark" variant="light" radius="sm" visibleFrom="md">
              {texts.consoleName}
            </Badge>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Avatar color="dark" radius="xl" size={34} aria-hidden>
              {user ? initials(user.firstName, user.lastName) : null}
            </Avatar>
            <Stack gap={0} visibleFrom="xs" miw={0}>
              <Text fw={500} fz="sm" lh={1.3} truncate maw={220}>
                {name}
              </Text>
              <Text c="dimmed" fz="xs" lh={1.3} truncate maw={220}>
                {user?.email}
              </Text>
            </Stack>
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconLogout size={18} aria-hidden />}
              onClick={logout}
              visibleFrom="sm"
              ml="xs"
            >
              {texts.logout}
            </Button>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={logout}
              hiddenFrom="sm"
              aria-label={texts.logout}
            >
              <IconLogout size={20} />
            </ActionIcon>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label={texts.navigation} component="nav">
        <ScrollArea type="auto">
          <Stack gap="md">
            {groups.map((group) => (
              <Stack key={group.label} gap={2}>
                <Text fz="xs" fw={600} c="dimmed" px="sm" pt={4}>
                  {group.label}
                </Text>
                {group.sections.map((section) => (
                  <NavLink
                    key={section.href}
                    component={Link}
                    to={section.href}
                    label={section.label}
                    leftSection={<section.icon size={19} />}
                    active={isActive(section, pathname)}
                    onClick={navbar.close}
                    variant="light"
                    style={{ borderRadius: 'var(--mantine-radius-md)' }}
                  />
                ))}
              </Stack>
            ))}
          </Stack>
        </ScrollArea>
      </AppShell.Navbar>

      <AppShell.Main>
        <Suspense fallback={<PageLoader label={authTexts.loading} />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
