import { ActionIcon, Box, Button, Group, Popover, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../paths.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { notificationTexts as texts } from '../texts.ts';
import { LatestNotifications } from './latest-notifications.tsx';
import { MarkAllReadButton } from './mark-all-read-button.tsx';
import classes from './notification-bell.module.css';

/** The header's bell: the unread count (asked every minute), and the five newest in a dropdown. */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const unread = useUnreadCount();
  const count = unread.data ?? 0;
  const close = () => setOpened(false);

  return (
    // The header is fixed, so the bell never scrolls away: no need to hide the dropdown when it is "detached".
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={380}
      shadow="md"
      radius="md"
      hideDetached={false}
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray.8"
          size={44}
          radius="xl"
          className={classes.bell}
          aria-label={texts.bellLabel(count)}
          onClick={() => setOpened((value) => !value)}
        >
          <IconBell size={24} stroke={1.8} aria-hidden />
          {count > 0 ? (
            <span className={classes.count} aria-hidden>
              {count > 99 ? '99+' : count}
            </span>
          ) : null}
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0} className={classes.dropdown}>
        <Group justify="space-between" wrap="nowrap" px="md" py="sm" className={classes.header}>
          <Box>
            <Text fw={700}>{texts.title}</Text>
            <Text fz="xs" c="dimmed">
              {texts.unreadSummary(count)}
            </Text>
          </Box>
          {count > 0 ? <MarkAllReadButton compact /> : null}
        </Group>
        <Box className={classes.body}>
          <LatestNotifications onNavigate={close} />
        </Box>
        <Box className={classes.footer} p={6}>
          <Button component={Link} to={paths.notifications.href()} variant="subtle" fullWidth onClick={close}>
            {texts.viewAllNotifications}
          </Button>
        </Box>
      </Popover.Dropdown>
    </Popover>
  );
}
