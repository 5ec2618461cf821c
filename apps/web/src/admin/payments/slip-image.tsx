import type { Payment } from '@jongdee/contracts';
import { Center, Image, Loader, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPhotoOff, IconReceipt } from '@tabler/icons-react';
import { usePaymentSlip } from './api/get-payment-slip.ts';
import { adminPaymentTexts as texts } from './texts.ts';

/** The slip's small picture in a list row, or a quiet placeholder when there is none yet. */
export function SlipThumbnail({ payment }: { payment: Payment }) {
  const slip = usePaymentSlip(payment.id, 'thumbnail', payment.slip !== null);
  const box = { width: 44, height: 60, borderRadius: 6 } as const;
  if (!payment.slip || slip.isError) {
    return (
      <Center
        style={{ ...box, background: 'var(--mantine-color-gray-1)' }}
        title={payment.slip ? texts.slipFailed : texts.noSlip}
      >
        {payment.slip ? (
          <IconPhotoOff size={18} aria-label={texts.slipFailed} color="var(--mantine-color-gray-6)" />
        ) : (
          <IconReceipt size={18} aria-label={texts.noSlip} color="var(--mantine-color-gray-5)" />
        )}
      </Center>
    );
  }
  if (!slip.url) return <Skeleton {...box} />;
  return (
    <Image
      src={slip.url}
      alt={texts.slipThumbAlt(payment.paymentNo)}
      w={box.width}
      h={box.height}
      radius={box.borderRadius}
      fit="cover"
      style={{ border: '1px solid var(--mantine-color-gray-3)' }}
    />
  );
}

/** The slip at full size, as large as its column allows, for reading the amount and the account. */
export function SlipFull({ payment, maxHeight }: { payment: Payment; maxHeight?: number | string }) {
  const slip = usePaymentSlip(payment.id, 'image', payment.slip !== null);
  if (!payment.slip) {
    return (
      <Center mih={240} bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        <Stack align="center" gap="xs" p="md" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray">
            <IconReceipt size={26} aria-hidden />
          </ThemeIcon>
          <Text c="dimmed" fz="sm">
            {payment.method === 'cash'
              ? texts.noSlipCash
              : payment.createdByAdminId
                ? texts.noSlipRecorded
                : texts.noSlipBody}
          </Text>
        </Stack>
      </Center>
    );
  }
  if (slip.isError) {
    return (
      <Center mih={240} bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        <Stack align="center" gap="xs">
          <IconPhotoOff size={32} aria-hidden color="var(--mantine-color-gray-6)" />
          <Text c="dimmed" fz="sm">
            {texts.slipFailed}
          </Text>
        </Stack>
      </Center>
    );
  }
  if (!slip.url) {
    return (
      <Center mih={360} bg="gray.0" role="status" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        <Loader size="sm" aria-label={texts.loading} />
      </Center>
    );
  }
  return (
    <Center bg="gray.1" p="xs" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Image
        src={slip.url}
        alt={texts.slipAlt(payment.paymentNo)}
        fit="contain"
        mah={maxHeight}
        w="auto"
        maw="100%"
        radius="sm"
        data-testid="slip-image"
      />
    </Center>
  );
}
