import { ForgotPasswordBodySchema } from '@jongdee/contracts/auth';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { notify } from '../../components/notify.ts';
import { useSchemaForm } from '../../components/use-schema-form.ts';
import { paths } from '../../paths.ts';
import { useRequestPasswordReset } from './api/request-password-reset.ts';
import { AuthShell } from './auth-shell.tsx';
import { authPageTexts as texts } from './texts.ts';

/**
 * Asks for a link to set a new password. The server answers the same sentence whether or not the
 * address has an account, and the page shows exactly that, so it tells nobody who is a customer.
 */
export function ForgotPasswordPage() {
  const form = useSchemaForm(ForgotPasswordBodySchema, { email: '' });
  const request = useRequestPasswordReset();
  const [answer, setAnswer] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = await form.validate();
    if (!body) return;
    request.mutate(body, {
      onSuccess: (result) => setAnswer(result.message),
      onError: (error) => {
        form.showServerErrors(error);
        notify.error(error.message, texts.forgotFailed);
      },
    });
  };

  return (
    <AuthShell title={texts.forgotTitle} subtitle={answer ? undefined : texts.forgotSubtitle}>
      <Stack gap="lg">
        {answer ? (
          <Stack gap="md">
            <Alert
              color="jade"
              variant="light"
              title={texts.forgotSentTitle}
              icon={<IconMailCheck size={20} aria-hidden />}
              role="status"
            >
              <Text fz="sm">{answer}</Text>
            </Alert>
            <Text c="dimmed" fz="sm">
              {texts.forgotSentHint}
            </Text>
            <Button variant="default" onClick={() => setAnswer(null)} fullWidth>
              {texts.sendAgain}
            </Button>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <TextInput
                label={texts.email}
                placeholder={texts.emailPlaceholder}
                type="email"
                autoComplete="email"
                inputMode="email"
                required
                {...form.text('email')}
              />
              <FormError message={form.formError} />
              <Button type="submit" loading={request.isPending} fullWidth mt="xs">
                {texts.submitForgot}
              </Button>
            </Stack>
          </form>
        )}
        <Group justify="center" gap={6}>
          <Text c="dimmed">{texts.rememberedPassword}</Text>
          <Anchor component={Link} to={paths.login.href()} fw={600}>
            {texts.backToLogin}
          </Anchor>
        </Group>
      </Stack>
    </AuthShell>
  );
}
