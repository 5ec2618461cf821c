import { type AdminBanner, BannerFieldsSchema } from '@jongdee/contracts';
import { Alert, Button, Group, Input, Modal, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { FieldGroup } from '../../components/field-group.tsx';
import { notify } from '../../components/notify.ts';
import { ThaiDateTimeInput } from '../../components/thai-date-time-input.tsx';
import {
  type BangkokDateTime,
  bangkokDateTimeToIso,
  bangkokNow,
  EMPTY_DATE_TIME,
} from '../../lib/bangkok-date-time.ts';
import { useCreateBanner } from './api/create-banner.ts';
import { useUpdateBanner } from './api/update-banner.ts';
import { BannerCropPreview } from './banner-crop-preview.tsx';
import { bannerSizeProblem, readAsDataUrl, readImageSize } from './banner-image-file.ts';
import { BannerImagePicker } from './banner-image-picker.tsx';
import { adminBannerTexts as texts } from './texts.ts';

type Field = 'title' | 'linkUrl' | 'startsAt' | 'endsAt' | 'image';
type Errors = Partial<Record<Field, string>>;
type ChosenFile = { file: File; url: string; width: number; height: number };

/** A stored moment as the pickers hold it (Bangkok, to the minute); empty when open. */
const toPicker = (iso: string | null): BangkokDateTime => (iso ? bangkokNow(new Date(iso)) : EMPTY_DATE_TIME);

/**
 * "เพิ่มแบนเนอร์" / "แก้ไขแบนเนอร์": the picture (dropped or chosen, with the crop and how it looks on
 * a phone and a desktop), title, link, schedule in the Buddhist Era, and whether it is shown.
 */
export function BannerFormModal({
  opened,
  banner,
  onClose,
}: {
  opened: boolean;
  /** The banner being edited; null adds a new one. */
  banner: AdminBanner | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={760}
      closeButtonProps={{ 'aria-label': texts.close }}
      title={
        <Text fw={600} fz="lg" component="span">
          {banner ? texts.editTitle : texts.createTitle}
        </Text>
      }
    >
      {opened ? <BannerForm key={banner?.id ?? 'new'} banner={banner} onDone={onClose} /> : null}
    </Modal>
  );
}

function BannerForm({ banner, onDone }: { banner: AdminBanner | null; onDone: () => void }) {
  const create = useCreateBanner();
  const update = useUpdateBanner();
  const imageLabelId = useId();
  const imageHintId = useId();
  const [title, setTitle] = useState(banner?.title ?? '');
  const [linkUrl, setLinkUrl] = useState(banner?.linkUrl ?? '');
  const [starts, setStarts] = useState<BangkokDateTime>(() => toPicker(banner?.startsAt ?? null));
  const [ends, setEnds] = useState<BangkokDateTime>(() => toPicker(banner?.endsAt ?? null));
  const [isActive, setIsActive] = useState(banner?.isActive ?? true);
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  // The object URL of a chosen file lives as long as it is the chosen one.
  useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  const clear = (field: Field) => setErrors((current) => ({ ...current, [field]: undefined }));

  /** A picture too small or unreadable is refused here, and what was chosen before is let go. */
  const refuse = (problem: string) => {
    setChosen(null);
    setErrors((current) => ({ ...current, image: problem }));
  };

  const choose = async (file: File) => {
    const url = URL.createObjectURL(file);
    try {
      const size = await readImageSize(url);
      const problem = bannerSizeProblem(size.width, size.height);
      if (problem) {
        URL.revokeObjectURL(url);
        return refuse(problem);
      }
      setChosen({ file, url, ...size });
      clear('image');
    } catch {
      URL.revokeObjectURL(url);
      refuse(texts.fileUnreadable);
    }
  };

  /** The fields as the API takes them, or null after showing each field's first problem in Thai. */
  const validate = () => {
    const found: Errors = {};
    const moment = (value: BangkokDateTime, field: 'startsAt' | 'endsAt') => {
      if (!value.date) return null;
      if (!value.time) {
        found[field] = texts.timeRequired;
        return null;
      }
      return bangkokDateTimeToIso(value);
    };
    const fields = {
      title,
      linkUrl: linkUrl.trim() || null,
      startsAt: moment(starts, 'startsAt'),
      endsAt: moment(ends, 'endsAt'),
      isActive,
    };
    const parsed = BannerFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '') as Field;
        found[field] ??= issue.message;
      }
    }
    if (!banner && !chosen) found.image ??= texts.imageRequired;
    setErrors(found);
    return parsed.success && Object.values(found).every((message) => !message) ? parsed.data : null;
  };

  const showFailure = (failure: Error) => {
    notify.error(failure.message, texts.saveFailed);
    if (failure instanceof ApiError && failure.code?.startsWith('BANNER_IMAGE_')) {
      return setErrors((current) => ({ ...current, image: failure.message }));
    }
    if (failure instanceof ApiError && failure.details.length > 0) {
      return setErrors(Object.fromEntries(failure.details.map((detail) => [detail.field, detail.message])));
    }
    setServerError(failure.message);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const fields = validate();
    if (!fields) return notify.error(texts.fixErrors, texts.saveFailed);
    let image: string | null = null;
    if (chosen) {
      setReading(true);
      try {
        image = await readAsDataUrl(chosen.file);
      } catch {
        return setErrors((current) => ({ ...current, image: texts.readingFile }));
      } finally {
        setReading(false);
      }
    }
    const body = { ...fields, image };
    if (banner) {
      update.mutate(
        { id: banner.id, body },
        {
          onSuccess: (saved) => {
            notify.success(texts.saved(saved.title));
            onDone();
          },
          onError: showFailure,
        },
      );
    } else if (image) {
      create.mutate(
        { ...body, image },
        {
          onSuccess: (saved) => {
            notify.success(texts.created(saved.title));
            onDone();
          },
          onError: showFailure,
        },
      );
    }
  };

  const busy = reading || create.isPending || update.isPending;
  const preview = chosen ? (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {texts.fileDetails(chosen.file.name, chosen.width, chosen.height)}
      </Text>
      <BannerCropPreview src={chosen.url} natural={{ width: chosen.width, height: chosen.height }} />
    </Stack>
  ) : banner ? (
    <BannerCropPreview src={banner.imageUrl} natural={null} />
  ) : null;

  return (
    <form onSubmit={submit} noValidate aria-label={banner ? texts.editTitle : texts.createTitle}>
      <Stack gap="lg">
        <FieldGroup labelledBy={imageLabelId} describedBy={imageHintId}>
          <Input.Label id={imageLabelId} labelElement="div" size="md" required={!banner}>
            {texts.imageLabel}
          </Input.Label>
          <Input.Description id={imageHintId} size="sm" mb={8}>
            {texts.imageHint}
          </Input.Description>
          <BannerImagePicker
            chosen={preview}
            onFile={(file) => void choose(file)}
            onProblem={refuse}
            error={errors.image ?? null}
            disabled={busy}
            describedBy={imageHintId}
          />
        </FieldGroup>

        <TextInput
          label={texts.titleLabel}
          description={texts.titleHint}
          value={title}
          onChange={(event) => {
            setTitle(event.currentTarget.value);
            clear('title');
          }}
          maxLength={100}
          error={errors.title}
          required
          disabled={busy}
        />
        <TextInput
          label={texts.linkLabel}
          description={texts.linkHint}
          placeholder={texts.linkPlaceholder}
          value={linkUrl}
          onChange={(event) => {
            setLinkUrl(event.currentTarget.value);
            clear('linkUrl');
          }}
          maxLength={500}
          error={errors.linkUrl}
          disabled={busy}
          inputMode="url"
        />

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="lg">
          <ThaiDateTimeInput
            label={texts.startsLabel}
            description={texts.startsHint}
            dateLabel={texts.startsDate}
            timeLabel={texts.startsTime}
            value={starts}
            // A day picked alone starts at its beginning.
            onChange={(next) => {
              setStarts(next.date && !next.time ? { ...next, time: '00:00' } : next);
              clear('startsAt');
              clear('endsAt');
            }}
            clearable
            error={errors.startsAt}
            disabled={busy}
          />
          <ThaiDateTimeInput
            label={texts.endsLabel}
            description={texts.endsHint}
            dateLabel={texts.endsDate}
            timeLabel={texts.endsTime}
            value={ends}
            // A day picked alone is shown to its last minute.
            onChange={(next) => {
              setEnds(next.date && !next.time ? { ...next, time: '23:59' } : next);
              clear('endsAt');
            }}
            clearable
            error={errors.endsAt}
            disabled={busy}
          />
        </SimpleGrid>

        <Switch
          label={texts.activeLabel}
          description={texts.activeHint}
          checked={isActive}
          onChange={(event) => setIsActive(event.currentTarget.checked)}
          disabled={busy}
          size="md"
          styles={{ label: { fontWeight: 600 } }}
        />

        {serverError ? (
          <Alert color="red" variant="light" role="alert" title={texts.saveFailed}>
            <Text fz="sm">{serverError}</Text>
          </Alert>
        ) : null}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={busy}>
            {texts.cancel}
          </Button>
          <Button type="submit" loading={busy} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
            {texts.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
