import { ProfileUpdateBodySchema, type User } from '@jongdee/contracts';
import { formatThaiDate } from '@jongdee/contracts/thai-format';
import { Anchor, Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { authTexts } from '../../auth/texts.ts';
import { FormError } from '../../components/form-error.tsx';
import { notify } from '../../components/notify.ts';
import { PageLoader } from '../../components/page-loader.tsx';
import { Panel } from '../../components/panel.tsx';
import { RetryAlert } from '../../components/retry-alert.tsx';
import { useSchemaForm } from '../../components/use-schema-form.ts';
import { profileValues } from '../../lib/profile-values.ts';
import { paths } from '../../paths.ts';
import { useProfile } from './api/get-profile.ts';
import { useUpdateProfile } from './api/update-profile.ts';
import { MessagePreferencesSection } from './components/message-preferences-section.tsx';
import { profileTexts as texts } from './texts.ts';

/** `privacySection`: the person's consents and data requests, from the privacy feature (routes/profile-route.tsx). */
export function ProfilePage({ privacySection }: { privacySection: ReactNode }) {
  const profile = useProfile();
  if (profile.isPending) return <PageLoader label={authTexts.loading} />;
  if (profile.isError) {
    return <RetryAlert title={texts.loadFailed} retryLabel={texts.retry} onRetry={() => profile.refetch()} />;
  }
  // The e-mail and privacy sections sit beside the form, not in it: typing in the form does not re-render them.
  return (
    <Stack gap="lg" maw={760}>
      <ProfileForm user={profile.data} />
      <MessagePreferencesSection />
      {privacySection}
    </Stack>
  );
}

function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const form = useSchemaForm(ProfileUpdateBodySchema, profileValues(user));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = await form.validate();
    if (!body) return;
    update.mutate(body, {
      onSuccess: () => notify.success(texts.saved),
      onError: (error) => {
        form.showServerErrors(error);
        notify.error(error.message, texts.saveFailed);
      },
    });
  };

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {texts.title}
        </Title>
        <Text c="dimmed">{texts.memberSince(formatThaiDate(user.createdAt, 'long'))}</Text>
      </div>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Panel title={texts.personal}>
            <Stack gap="md">
              <TextInput
                label={texts.email}
                value={user.email ?? ''}
                readOnly
                description={texts.emailHint}
                variant="filled"
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput label={texts.firstName} autoComplete="given-name" required {...form.text('firstName')} />
                <TextInput label={texts.lastName} autoComplete="family-name" required {...form.text('lastName')} />
              </SimpleGrid>
              <TextInput
                label={texts.phone}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                required
                {...form.text('phone')}
              />
            </Stack>
          </Panel>
          <Panel title={texts.company}>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput label={texts.companyName} autoComplete="organization" {...form.text('companyName')} />
                <TextInput
                  label={texts.taxId}
                  placeholder={texts.taxIdPlaceholder}
                  inputMode="numeric"
                  {...form.text('taxId')}
                />
              </SimpleGrid>
              <Textarea
                label={texts.address}
                autosize
                minRows={2}
                maxRows={5}
                autoComplete="street-address"
                {...form.text('address')}
              />
            </Stack>
          </Panel>
          <FormError message={form.formError} />
          <Group justify="space-between">
            <Anchor component={Link} to={paths.changePassword.href()}>
              <Group gap={6}>
                <IconKey size={18} aria-hidden />
                {texts.changePasswordLink}
              </Group>
            </Anchor>
            <Button type="submit" loading={update.isPending}>
              {texts.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
