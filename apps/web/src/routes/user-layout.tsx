import { personName } from '@jongdee/contracts/thai-format';
import {
  AppShell,
  Avatar,
  Box,
  Burger,
  Container,
  Divider,
  Drawer,
  Group,
  Menu,
  NavLink,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconKey, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link, Outlet, NavLink as RouterNavLink, useLocation } from 'react-router';
import { useAuth } from '../auth/auth-context.tsx';
import { authTexts } from '../auth/texts.ts';
import { AfterFirstPaint } from '../components/after-first-paint.tsx';
import { BrandMark } from '../components/brand-mark.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { layoutTexts } from '../components/texts.ts';
import { NotificationBell } from '../features/notifications/components/notification-bell.tsx';
import { FirstSignInConsent } from '../features/privacy/components/first-sign-in-consent.tsx';
import { initials } from '../lib/person-name.ts';
import { paths } from '../paths.ts';
import classes from './user-layout.module.css';

const primaryLinks = [
  { to: paths.home.href(), label: layoutTexts.home, end: true },
  { to: paths.booking.href(), label: layoutTexts.booking, end: false },
  { to: paths.payments.href(), label: layoutTexts.payments, end: false },
];
const accountLinks = [
  { to: paths.profile.href(), label: layoutTexts.profile, icon: IconUserCircle },
  { to: paths.changePassword.href(), label: layoutTexts.changePassword, icon: IconKey },
];

function isCurrent(pathname: string, link: { to: string; end?: boolean }): boolean {
  return link.end ? pathname === link.to : pathname === link.to || pathname.startsWith(`${link.to}/`);
}

/**
 * The customer's frame: product name, main links, the person's menu; a drawer on phones. Right after
 * a sign-in it asks, once, for a health-data consent never given (over whatever page opened).
 */
export function UserLayout() {
  const { user, logout } = useAuth();
  const [drawerOpen, drawer] = useDisclosure(false);
  const name = user ? personName(user) : '';

  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <AppShell.Header className={classes.header}>
        <Container size="lg" h="100%" px={{ base: 'md', sm: 'lg' }}>
          <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="md" wrap="nowrap">
              <Burger
                opened={drawerOpen}
                onClick={drawer.toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={layoutTexts.openMenu}
              />
              <Link to={paths.home.href()} className={classes.brandLink} aria-label={layoutTexts.homeAria}>
                <BrandMark />
              </Link>
              <Group gap={4} visibleFrom="sm" component="nav" aria-label={layoutTexts.mainNavigation} ml="md">
                {primaryLinks.map((link) => (
                  <RouterNavLink key={link.to} to={link.to} end={link.end} className={classes.topLink}>
                    {link.label}
                  </RouterNavLink>
                ))}
              </Group>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <NotificationBell />
              <Menu position="bottom-end" width={240} shadow="md">
                <Menu.Target>
                  <UnstyledButton className={classes.userButton}>
                    <Group gap="xs" wrap="nowrap">
                      <Avatar color="jade" radius="xl" size={34} aria-hidden>
                        {user ? initials(user.firstName, user.lastName) : null}
                      </Avatar>
                      <Text fw={500} truncate maw={{ base: 96, sm: 180 }}>
                        <Box component="span" hiddenFrom="sm">
                          {user?.firstName}
                        </Box>
                        <Box component="span" visibleFrom="sm">
                          {name}
                        </Box>
                      </Text>
                      {/* The button is named by what it shows (the person's name), then what it opens. */}
                      <VisuallyHidden>{layoutTexts.accountMenu}</VisuallyHidden>
                      <IconChevronDown size={16} aria-hidden />
                    </Group>
                  </UnstyledButton>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Label>
                    <Text fz="sm" fw={600} c="dark" truncate>
                      {name}
                    </Text>
                    <Text fz="xs" c="dimmed" truncate>
                      {user?.email}
                    </Text>
                  </Menu.Label>
                  <Menu.Divider />
                  {accountLinks.map((link) => (
                    <Menu.Item key={link.to} component={Link} to={link.to} leftSection={<link.icon size={18} />}>
                      {link.label}
                    </Menu.Item>
                  ))}
                  <Menu.Divider />
                  <Menu.Item color="red" leftSection={<IconLogout size={18} />} onClick={logout}>
                    {layoutTexts.logout}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Group>
          </Group>
        </Container>
      </AppShell.Header>

      <AfterFirstPaint>
        <PhoneDrawer opened={drawerOpen} onClose={drawer.close} />
      </AfterFirstPaint>

      <AppShell.Main className={classes.main}>
        <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'md', sm: 'lg' }}>
          <Suspense fallback={<PageLoader label={authTexts.loading} />}>
            <Outlet />
          </Suspense>
        </Container>
      </AppShell.Main>
      <FirstSignInConsent />
    </AppShell>
  );
}

/**
 * The phone's menu. The layout mounts it after the first paint (`AfterFirstPaint`): closed, its portal,
 * dialog and transitions, each rendering again from its layout effects, were part of the task that
 * draws the first screen, on every page of the layout. It arrives on its own, without the layout
 * rendering again, long before a finger reaches the burger (decision 034).
 */
function PhoneDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { user, logout } = useAuth();
  const { pathname } = useLocation();
  const name = user ? personName(user) : '';
  const drawerLink = (link: { to: string; label: string; end?: boolean; icon?: typeof IconKey }) => (
    <NavLink
      key={link.to}
      component={Link}
      to={link.to}
      label={link.label}
      leftSection={link.icon ? <link.icon size={18} aria-hidden /> : undefined}
      active={isCurrent(pathname, link)}
      onClick={onClose}
      className={classes.drawerLink}
    />
  );
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={<BrandMark />}
      size={300}
      hiddenFrom="sm"
      closeButtonProps={{ 'aria-label': layoutTexts.closeMenu }}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" px="xs">
          <Avatar color="jade" radius="xl" size={40}>
            {user ? initials(user.firstName, user.lastName) : null}
          </Avatar>
          <Box miw={0}>
            <Text fw={600} truncate>
              {name}
            </Text>
            <Text fz="sm" c="dimmed" truncate>
              {user?.email}
            </Text>
          </Box>
        </Group>
        <Stack gap={2} component="nav" aria-label={layoutTexts.mainNavigation}>
          {primaryLinks.map(drawerLink)}
        </Stack>
        <Divider />
        <Stack gap={2}>
          {accountLinks.map(drawerLink)}
          <NavLink
            component="button"
            label={layoutTexts.logout}
            leftSection={<IconLogout size={18} aria-hidden />}
            c="red"
            onClick={() => {
              onClose();
              void logout();
            }}
            className={classes.drawerLink}
          />
        </Stack>
      </Stack>
    </Drawer>
  );
}
