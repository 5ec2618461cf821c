import { type AdminBanner, isAppPathLink } from '@jongdee/contracts';
import { formatThaiDateTime } from '@jongdee/contracts/thai-format';
import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  Group,
  Modal,
  Stack,
  Switch,
  Table,
  Text,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconExternalLink,
  IconGripVertical,
  IconPencil,
  IconPhoto,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { type DragEvent, type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { notify } from '../../components/notify.ts';
import { SectionLoader } from '../../components/page-loader.tsx';
import { RetryAlert } from '../../components/retry-alert.tsx';
import { PageHeading } from '../page-heading.tsx';
import { useDeleteBanner } from './api/delete-banner.ts';
import { useAdminBanners } from './api/get-admin-banners.ts';
import { moveInOrder, useReorderBanners } from './api/reorder-banners.ts';
import { toggleBody, useUpdateBanner } from './api/update-banner.ts';
import { BannerFormModal } from './banner-form-modal.tsx';
import { BannerStateBadge } from './banner-state-badge.tsx';
import classes from './banners-page.module.css';
import { adminBannerTexts as texts } from './texts.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /admin/banners: every banner in the carousel's order — thumbnail, title and link, schedule in the
 * Buddhist Era, where it stands now, a switch to show or hide it — reordered by dragging a row or with
 * its arrow buttons (keyboard). The banner open in the form is in the URL (`?banner=new` or its id).
 */
export function BannersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const banners = useAdminBanners();
  const reorder = useReorderBanners();
  const [announcement, setAnnouncement] = useState('');
  const [removing, setRemoving] = useState<AdminBanner | null>(null);

  const open = searchParams.get('banner') ?? '';
  const list = banners.data ?? [];
  const editing = UUID.test(open) ? (list.find((banner) => banner.id === open) ?? null) : null;
  const formOpen = open === 'new' || editing !== null;
  const openForm = (value: string) => setSearchParams(value ? { banner: value } : {}, { replace: false });

  const move = (banner: AdminBanner, ids: string[]) => {
    const position = ids.indexOf(banner.id) + 1;
    if (ids.join() === list.map((item) => item.id).join()) return;
    reorder.mutate(ids, {
      onSuccess: () => setAnnouncement(texts.moved(banner.title, position, ids.length)),
      onError: (error) => notify.error(error.message, texts.reorderFailed),
    });
  };

  return (
    <Stack gap="lg">
      <PageHeading
        title={texts.title}
        subtitle={texts.subtitle}
        actions={
          list.length > 0 ? (
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => openForm('new')}>
              {texts.add}
            </Button>
          ) : null
        }
      />

      {banners.isPending ? (
        <Card withBorder radius="lg">
          <SectionLoader label={texts.loading} />
        </Card>
      ) : banners.isError ? (
        <RetryAlert
          title={texts.loadFailed}
          message={banners.error.message}
          retryLabel={texts.retry}
          onRetry={() => banners.refetch()}
        />
      ) : list.length === 0 ? (
        <Card withBorder radius="lg" padding="xl">
          <Stack align="center" gap="sm" py="lg" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconPhoto size={30} aria-hidden />
            </ThemeIcon>
            <Text fw={600} fz="lg">
              {texts.emptyTitle}
            </Text>
            <Text c="dimmed" maw={520}>
              {texts.emptyBody}
            </Text>
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => openForm('new')} mt="xs">
              {texts.add}
            </Button>
          </Stack>
        </Card>
      ) : (
        <>
          <Text c="dimmed" fz="sm">
            {texts.liveCount(list.filter((banner) => banner.state === 'live').length, list.length)}
          </Text>
          <BannersTable
            banners={list}
            busy={reorder.isPending}
            onMove={move}
            onEdit={(banner) => openForm(banner.id)}
            onRemove={setRemoving}
          />
        </>
      )}

      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>

      <BannerFormModal opened={formOpen} banner={editing} onClose={() => openForm('')} />
      <RemoveBannerModal banner={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}

function BannersTable({
  banners,
  busy,
  onMove,
  onEdit,
  onRemove,
}: {
  banners: AdminBanner[];
  busy: boolean;
  onMove: (banner: AdminBanner, ids: string[]) => void;
  onEdit: (banner: AdminBanner) => void;
  onRemove: (banner: AdminBanner) => void;
}) {
  const ids = banners.map((banner) => banner.id);
  // A row drags only from its handle (text in a row stays selectable); the one dragged, and the row
  // it would land on, are marked.
  const [armed, setArmed] = useState<string | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [target, setTarget] = useState<string | null>(null);

  const endDrag = () => {
    setArmed(null);
    setDragged(null);
    setTarget(null);
  };
  const drop = (event: DragEvent, over: AdminBanner) => {
    event.preventDefault();
    const moving = banners.find((banner) => banner.id === dragged);
    endDrag();
    if (!moving || moving.id === over.id) return;
    onMove(moving, moveInOrder(ids, moving.id, ids.indexOf(over.id) - ids.indexOf(moving.id)));
  };

  return (
    <Card withBorder radius="lg" padding={0}>
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" horizontalSpacing="sm" className={classes.table}>
          <caption className={classes.caption}>{texts.listCaption}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={112}>{texts.columns.order}</Table.Th>
              <Table.Th>{texts.columns.banner}</Table.Th>
              <Table.Th w={176}>{texts.columns.schedule}</Table.Th>
              <Table.Th w={80}>{texts.columns.active}</Table.Th>
              <Table.Th w={92}>
                <VisuallyHidden>{texts.edit}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {banners.map((banner, index) => (
              <Table.Tr
                key={banner.id}
                draggable={armed === banner.id}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', banner.id);
                  setDragged(banner.id);
                }}
                onDragOver={(event) => {
                  if (!dragged) return;
                  event.preventDefault();
                  event.dataTransfer.dropEffect = 'move';
                  if (target !== banner.id) setTarget(banner.id);
                }}
                onDrop={(event) => drop(event, banner)}
                onDragEnd={endDrag}
                data-dragging={dragged === banner.id || undefined}
                data-drop-target={(dragged && target === banner.id && dragged !== banner.id) || undefined}
                data-drop-after={(dragged && target === banner.id && ids.indexOf(dragged) < index) || undefined}
                className={classes.row}
              >
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <span
                      className={classes.handle}
                      onPointerDown={() => setArmed(banner.id)}
                      onPointerUp={() => setArmed(null)}
                      title={texts.dragHandle(banner.title)}
                      aria-hidden
                    >
                      <IconGripVertical size={18} />
                    </span>
                    <Text fw={600} w={20} ta="center" aria-hidden>
                      {index + 1}
                    </Text>
                    <OrderButton
                      label={texts.moveUp(banner.title)}
                      disabled={busy || index === 0}
                      onClick={() => onMove(banner, moveInOrder(ids, banner.id, -1))}
                    >
                      <IconArrowUp size={16} aria-hidden />
                    </OrderButton>
                    <OrderButton
                      label={texts.moveDown(banner.title)}
                      disabled={busy || index === banners.length - 1}
                      onClick={() => onMove(banner, moveInOrder(ids, banner.id, 1))}
                    >
                      <IconArrowDown size={16} aria-hidden />
                    </OrderButton>
                  </Group>
                </Table.Td>
                <Table.Td>
                  {/* The title goes under the picture when the column is narrow (a 1024 px screen). */}
                  <Group gap="sm" wrap="wrap" align="center">
                    <img
                      src={banner.thumbnailUrl}
                      alt=""
                      width={128}
                      height={48}
                      className={classes.thumbnail}
                      loading="lazy"
                      draggable={false}
                    />
                    <div style={{ flex: '1 1 180px', minWidth: 0 }}>
                      <Text fw={600}>{banner.title}</Text>
                      <BannerLink link={banner.linkUrl} />
                    </div>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Stack gap={6} align="flex-start">
                    <BannerStateBadge state={banner.state} />
                    <Schedule banner={banner} />
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <ActiveSwitch banner={banner} />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <ActionIcon
                      variant="subtle"
                      size="lg"
                      onClick={() => onEdit(banner)}
                      aria-label={texts.editAria(banner.title)}
                      title={texts.edit}
                    >
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      onClick={() => onRemove(banner)}
                      aria-label={texts.removeAria(banner.title)}
                      title={texts.remove}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/**
 * An arrow that moves a row. At the top or bottom it stays focusable (aria-disabled, not disabled),
 * so the keyboard focus is not thrown out of the table when a row arrives there.
 */
function OrderButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <ActionIcon
      variant="default"
      size="md"
      aria-label={label}
      aria-disabled={disabled || undefined}
      data-disabled={disabled || undefined}
      className={classes.orderButton}
      onClick={() => {
        if (!disabled) onClick();
      }}
    >
      {children}
    </ActionIcon>
  );
}

function BannerLink({ link }: { link: string | null }) {
  if (!link) {
    return (
      <Text fz="sm" c="dimmed">
        {texts.noLink}
      </Text>
    );
  }
  if (isAppPathLink(link)) {
    return (
      <Text fz="sm" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {link}
      </Text>
    );
  }
  return (
    <Anchor
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      fz="sm"
      aria-label={texts.openLink(link)}
      style={{ overflowWrap: 'anywhere' }}
    >
      {link} <IconExternalLink size={14} aria-hidden style={{ verticalAlign: -2 }} />
    </Anchor>
  );
}

function Schedule({ banner }: { banner: AdminBanner }) {
  if (!banner.startsAt && !banner.endsAt) return <Text fz="sm">{texts.scheduleAlways}</Text>;
  return (
    <Stack gap={2}>
      {banner.startsAt ? <Text fz="sm">{texts.scheduleFrom(formatThaiDateTime(banner.startsAt))}</Text> : null}
      {banner.endsAt ? <Text fz="sm">{texts.scheduleUntil(formatThaiDateTime(banner.endsAt))}</Text> : null}
    </Stack>
  );
}

function ActiveSwitch({ banner }: { banner: AdminBanner }) {
  const update = useUpdateBanner();
  const toggle = (isActive: boolean) =>
    update.mutate(
      { id: banner.id, body: toggleBody(banner, isActive) },
      {
        onSuccess: () => notify.success(isActive ? texts.activated(banner.title) : texts.deactivated(banner.title)),
        onError: (error) => notify.error(error.message, texts.saveFailed),
      },
    );
  return (
    <Switch
      checked={banner.isActive}
      disabled={update.isPending}
      onChange={(event) => toggle(event.currentTarget.checked)}
      aria-label={banner.isActive ? texts.deactivate(banner.title) : texts.activate(banner.title)}
    />
  );
}

function RemoveBannerModal({ banner, onClose }: { banner: AdminBanner | null; onClose: () => void }) {
  const remove = useDeleteBanner();
  return (
    <Modal
      opened={banner !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': texts.close }}
      title={
        <Text fw={600} fz="lg" component="span">
          {texts.removeTitle}
        </Text>
      }
    >
      {banner ? (
        <Stack gap="md">
          <Text fw={600}>{texts.removeQuestion(banner.title)}</Text>
          <Text fz="sm" c="dimmed">
            {texts.removeBody}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={remove.isPending}>
              {texts.cancel}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={() =>
                remove.mutate(banner.id, {
                  onSuccess: () => {
                    notify.success(texts.removed(banner.title));
                    onClose();
                  },
                  onError: (error) => notify.error(error.message, texts.removeFailed),
                })
              }
            >
              {texts.removeConfirm}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
