import { Box, Group, Stack, Text } from '@mantine/core';
import classes from './banner-crop-preview.module.css';
import { cropBox } from './banner-image-file.ts';
import { adminBannerTexts as texts } from './texts.ts';

type Props = {
  /** An object URL of the chosen file, or the stored picture's URL. */
  src: string;
  /** The picture's own size, when it is a new file: its cropped-off parts are shown faded. */
  natural: { width: number; height: number } | null;
};

/**
 * How a banner will look: the chosen picture with the part the server keeps (8:3, around the centre)
 * framed, then that part on the customers' home screen of a phone and of a desktop, to scale — so
 * staff can see whether its text is still readable on a phone.
 */
export function BannerCropPreview({ src, natural }: Props) {
  const box = natural ? cropBox(natural.width, natural.height) : null;
  const cropped = box && (box.width < 0.995 || box.height < 0.995);
  return (
    <Stack gap="sm" data-testid="banner-crop-preview">
      {natural && box && cropped ? (
        <Stack gap={4}>
          <Box
            className={classes.whole}
            style={{
              aspectRatio: `${natural.width} / ${natural.height}`,
              maxWidth: 200 * (natural.width / natural.height),
            }}
          >
            <img src={src} alt={texts.previewWholeAlt} />
            <div
              className={classes.window}
              aria-hidden
              style={{
                left: `${box.left * 100}%`,
                top: `${box.top * 100}%`,
                width: `${box.width * 100}%`,
                height: `${box.height * 100}%`,
              }}
            />
          </Box>
          <Text fz="xs" c="dimmed">
            {texts.cropNote}
          </Text>
        </Stack>
      ) : null}

      <Text fw={600} fz="sm">
        {texts.previewTitle}
      </Text>
      <Group align="flex-end" gap="lg" wrap="wrap">
        <Stack gap={6} align="center">
          <div className={classes.phone}>
            <div className={classes.screen}>
              <div className={classes.bar} />
              <div className={classes.hero} />
              <img className={classes.banner} src={src} alt={texts.previewPhoneAlt} />
              <div className={classes.line} />
              <div className={classes.line} />
              <div className={classes.line} />
            </div>
          </div>
          <Text fz="xs" c="dimmed">
            {texts.previewPhone}
          </Text>
        </Stack>
        <Stack gap={6} align="center">
          <div className={classes.desktop}>
            <div className={classes.screen}>
              <div className={classes.bar} />
              <div className={classes.hero} />
              <img className={classes.banner} src={src} alt={texts.previewDesktopAlt} />
              <div className={classes.line} />
            </div>
          </div>
          <Text fz="xs" c="dimmed">
            {texts.previewDesktop}
          </Text>
        </Stack>
      </Group>
    </Stack>
  );
}
