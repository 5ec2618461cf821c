import type { Payment } from '@jongdee/contracts';
import { Box, Center, Skeleton } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useSlipImage } from '../api/slip-image.ts';
import { paymentTexts as texts } from '../texts.ts';

/** A payment's slip, small: fetched with the token, shown whole (slips are tall) on a light ground. */
export function SlipThumbnail({ payment, width, height }: { payment: Payment; width: number; height: number }) {
  const { url, failed } = useSlipImage(payment.id, 'thumbnail');
  return (
    <Box
      w={width}
      h={height}
      bg="gray.0"
      style={{
        flex: 'none',
        overflow: 'hidden',
        borderRadius: 'var(--mantine-radius-sm)',
        border: '1px solid var(--mantine-color-gray-3)',
      }}
    >
      {url ? (
        <img
          src={url}
          alt={texts.slipAlt(payment.paymentNo)}
          style={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
        />
      ) : failed ? (
        <Center h="100%" c="gray.6" role="img" aria-label={texts.slipImageFailed}>
          <IconPhotoOff size={Math.min(24, width / 2)} aria-hidden />
        </Center>
      ) : (
        <Skeleton h="100%" radius={0} />
      )}
    </Box>
  );
}
