import { Alert, Box, Button, Center, FileButton, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconCamera, IconPhoto } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../components/notify.ts';
import { readQrFromFile, videoQrReader } from './qr-decode.ts';
import { checkInTexts as texts } from './texts.ts';

/** How often a camera frame is read: often enough to feel instant, rarely enough for an old tablet. */
const FRAME_INTERVAL_MS = 200;

/**
 * The two ways to read a booking's QR at the desk: the device's camera, or a picture of it (a photo,
 * a screenshot the customer sent). `onDecoded` gets the QR's text: the booking number.
 */
export function QrScanButtons({ onDecoded }: { onDecoded: (value: string) => void }) {
  const [scanning, setScanning] = useState(false);
  const [reading, setReading] = useState(false);

  const readFile = async (file: File | null) => {
    if (!file) return;
    setReading(true);
    try {
      const value = await readQrFromFile(file);
      if (value) onDecoded(value.trim());
      else notify.error(texts.noQrInImage);
    } catch {
      notify.error(texts.noQrInImage);
    } finally {
      setReading(false);
    }
  };

  return (
    <Group gap="xs" wrap="wrap">
      <Button leftSection={<IconCamera size={18} aria-hidden />} onClick={() => setScanning(true)}>
        {texts.scan}
      </Button>
      <FileButton onChange={readFile} accept="image/*" inputProps={{ 'aria-label': texts.pickImage }}>
        {(props) => (
          <Button {...props} variant="default" leftSection={<IconPhoto size={18} aria-hidden />} loading={reading}>
            {texts.pickImage}
          </Button>
        )}
      </FileButton>
      <Modal opened={scanning} onClose={() => setScanning(false)} title={texts.scannerTitle} size="lg" centered>
        {scanning ? (
          <CameraReader
            onDecoded={(value) => {
              setScanning(false);
              onDecoded(value.trim());
            }}
          />
        ) : null}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setScanning(false)}>
            {texts.closeScanner}
          </Button>
        </Group>
      </Modal>
    </Group>
  );
}

type CameraState = 'starting' | 'running' | 'denied' | 'missing' | 'failed' | 'decoder-failed';

/** The back camera's picture, read frame by frame until a QR comes into view; the camera stops on close. */
function CameraReader({ onDecoded }: { onDecoded: (value: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  // The latest callback, so the frame loop started once never calls an old one.
  const decoded = useRef(onDecoded);
  decoded.current = onDecoded;

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    (async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setState('missing');
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
      } catch (error) {
        const name = error instanceof DOMException ? error.name : '';
        return setState(
          name === 'NotAllowedError' || name === 'SecurityError'
            ? 'denied'
            : name === 'NotFoundError' || name === 'OverconstrainedError'
              ? 'missing'
              : 'failed',
        );
      }
      const element = video.current;
      if (stopped || !element) return;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      let readFrame: () => Promise<string | null>;
      try {
        readFrame = await videoQrReader(element);
      } catch {
        return setState('decoder-failed');
      }
      if (stopped) return;
      setState('running');
      const tick = async () => {
        if (stopped) return;
        const value = await readFrame().catch(() => null);
        if (stopped) return;
        if (value) decoded.current(value);
        else timer = setTimeout(tick, FRAME_INTERVAL_MS);
      };
      void tick();
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  const problem =
    state === 'denied'
      ? texts.cameraDenied
      : state === 'missing'
        ? texts.cameraMissing
        : state === 'failed'
          ? texts.cameraFailed
          : state === 'decoder-failed'
            ? texts.decoderFailed
            : null;

  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        {texts.scannerHint}
      </Text>
      {problem ? (
        <Alert color="orange" variant="light">
          {problem}
        </Alert>
      ) : (
        <Box
          pos="relative"
          mih={240}
          bg="dark.9"
          style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
        >
          <video
            ref={video}
            muted
            playsInline
            aria-label={texts.cameraLabel}
            style={{ display: 'block', width: '100%', maxHeight: '60vh', objectFit: 'contain' }}
          />
          {state === 'starting' ? (
            <Center pos="absolute" inset={0} role="status">
              <Stack align="center" gap="xs">
                <Loader color="white" />
                <Text c="white" fz="sm">
                  {texts.cameraStarting}
                </Text>
              </Stack>
            </Center>
          ) : null}
        </Box>
      )}
    </Stack>
  );
}
