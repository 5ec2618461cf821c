import { type AdminBanner, BannerFieldsSchema } from '@jongdee/contracts';
import {
  type BangkokDateTime,
  bangkokDateTimeToIso,
  bangkokNow,
  EMPTY_DATE_TIME,
} from '@jongdee/contracts/thai-format';
import { Button, Group, Input, Modal, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { FieldGroup } from '../../components/field-group.tsx';
import { FormError } from '../../components/form-error.tsx';
import { notify } from '../../components/notify.ts';
import { ThaiDateTimeInput } from '../../components/thai-date-time-input.tsx';
import { useSchemaForm } from '../../components/use-schema-form.ts';
import { useCreateBanner } from './api/create-banner.ts';
import { useUpdateBanner } from './api/update-banner.ts';
import { BannerCropPreview } from './banner-crop-preview.tsx';
import { bannerSizeProblem, readAsDataUrl, readImageSize } from './banner-image-file.ts';
import { BannerImagePicker } from './banner-image-picker.tsx';
import { adminBannerTexts as texts } from './texts.ts';

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

/** A moment as the API takes it, or null while open; a day without its time is not a moment yet. */
const toMoment = (value: BangkokDateTime) => (value.date && value.time ? bangkokDateTimeToIso(value) : null);
const timeMissing = (value: BangkokDateTime) => (value.date && !value.time ? texts.timeRequired : undefined);

function BannerForm({ banner, onDone }: { banner: AdminBanner | null; onDone: () => void }) {
  const create = useCreateBanner();
  const update = useUpdateBanner();
  const imageLabelId = useId();
  const imageHintId = useId();
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [reading, setReading] = useState(false);
  const form = useSchemaForm(
    BannerFieldsSchema,
    () => ({
      title: banner?.title ?? '',
      linkUrl: banner?.linkUrl ?? '',
      starts: toPicker(banner?.startsAt ?? null),
      ends: toPicker(banner?.endsAt ?? null),
      isActive: banner?.isActive ?? true,
    }),
    {
      toInput: (values) => ({
        title: values.title,
        linkUrl: values.linkUrl.trim() || null,
        startsAt: toMoment(values.starts),
        endsAt: toMoment(values.ends),
        isActive: values.isActive,
      }),
      check: (values) => ({
        startsAt: timeMissing(values.starts),
        endsAt: timeMissing(values.ends),
        image: !banner && !chosen ? texts.imageRequired : undefined,
      }),
    },
  );
  const { values } = form;
  const imageError = form.error('image');

  // The object URL of a chosen file lives as long as it is the chosen one.
  useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  const setImageError = (problem: string) => form.setErrors({ ...form.errors, image: problem });

  /** A picture too small or unreadable is refused here, and what was chosen before is let go. */
  const refuse = (problem: string) => {
    setChosen(null);
    setImageError(problem);
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
      form.clearErrors('image');
    } catch {
      URL.revokeObjectURL(url);
      refuse(texts.fileUnreadable);
    }
  };

  const showFailure = (failure: Error) => {
    notify.error(failure.message, texts.saveFailed);
    if (failure instanceof ApiError && failure.code?.startsWith('BANNER_IMAGE_')) return setImageError(failure.message);
    if (!form.showServerErrors(failure)) form.setFormError(failure.message);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = await form.validate();
    if (!fields) return notify.error(texts.fixErrors, texts.saveFailed);
    let image: string | null = null;
    if (chosen) {
      setReading(true);
      try {
        image = await readAsDataUrl(chosen.file);
      } catch {
        return setImageError(texts.readingFile);
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
            error={imageError ?? null}
            disabled={busy}
            describedBy={imageHintId}
          />
        </FieldGroup>

        <TextInput
          label={texts.titleLabel}
          description={texts.titleHint}
          {...form.text('title')}
          maxLength={100}
          required
          disabled={busy}
        />
        <TextInput
          label={texts.linkLabel}
          description={texts.linkHint}
          placeholder={texts.linkPlaceholder}
          {...form.text('linkUrl')}
          maxLength={500}
          disabled={busy}
          inputMode="url"
        />

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="lg">
          <ThaiDateTimeInput
            label={texts.startsLabel}
            description={texts.startsHint}
            dateLabel={texts.startsDate}
            timeLabel={texts.startsTime}
            value={values.starts}
            // A day picked alone starts at its beginning.
            onChange={(next) => {
              form.setValue('starts', next.date && !next.time ? { ...next, time: '00:00' } : next);
              form.clearErrors('startsAt', 'endsAt');
            }}
            clearable
            error={form.error('startsAt')}
            disabled={busy}
          />
          <ThaiDateTimeInput
            label={texts.endsLabel}
            description={texts.endsHint}
            dateLabel={texts.endsDate}
            timeLabel={texts.endsTime}
            value={values.ends}
            // A day picked alone is shown to its last minute.
            onChange={(next) => {
              form.setValue('ends', next.date && !next.time ? { ...next, time: '23:59' } : next);
              form.clearErrors('endsAt');
            }}
            clearable
            error={form.error('endsAt')}
            disabled={busy}
          />
        </SimpleGrid>

        <Switch
          label={texts.activeLabel}
          description={texts.activeHint}
          {...form.checkbox('isActive')}
          error={undefined}
          disabled={busy}
          size="md"
          styles={{ label: { fontWeight: 600 } }}
        />

        <FormError message={form.formError} title={texts.saveFailed} />

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
