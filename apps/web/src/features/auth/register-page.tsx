import { Anchor, Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../auth/auth-context.tsx';
import { FormError } from '../../components/form-error.tsx';
import { NewPasswordFields } from '../../components/new-password-fields.tsx';
import { notify } from '../../components/notify.ts';
import { useSchemaForm } from '../../components/use-schema-form.ts';
import { paths } from '../../paths.ts';
import { AuthShell } from './auth-shell.tsx';
import { RegisterFormSchema } from './register-form-schema.ts';
import { authPageTexts as texts } from './texts.ts';

/**
 * `consentStatement`: what the consent box agrees to, with its way to the privacy notice — the privacy
 * feature's, put in by routes/register-route.tsx.
 */
export function RegisterPage({ consentStatement }: { consentStatement: ReactNode }) {
  const { register } = useAuth();
  const [submitting, setSubmitting] = useState(false);
  const form = useSchemaForm(RegisterFormSchema, {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    password: '',
    confirmPassword: '',
    pdpaConsent: false,
    marketingConsent: false,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = await form.validate();
    if (!parsed) return;
    const { confirmPassword: _confirmation, ...body } = parsed;
    setSubmitting(true);
    try {
      // Once signed in, the visitor-only guard of this route moves the person on to /.
      const user = await register(body);
      notify.success(texts.welcome(user.firstName));
    } catch (error) {
      setSubmitting(false);
      form.showServerErrors(error);
      notify.error(error instanceof Error ? error.message : String(error), texts.registerFailed);
    }
  };

  return (
    <AuthShell title={texts.registerTitle} subtitle={texts.registerSubtitle}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label={texts.firstName} autoComplete="given-name" required {...form.text('firstName')} />
            <TextInput label={texts.lastName} autoComplete="family-name" required {...form.text('lastName')} />
          </SimpleGrid>
          <TextInput
            label={texts.email}
            placeholder={texts.emailPlaceholder}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            {...form.text('email')}
          />
          <TextInput
            label={texts.phone}
            placeholder={texts.phonePlaceholder}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            {...form.text('phone')}
          />
          <NewPasswordFields
            label={texts.password}
            rule={texts.passwordRule}
            confirmLabel={texts.confirmPassword}
            password={form.text('password')}
            confirmation={form.text('confirmPassword')}
          />
          <Checkbox
            {...form.checkbox('pdpaConsent')}
            label={
              <Text span fz="sm">
                {consentStatement}
              </Text>
            }
          />
          <Checkbox
            {...form.checkbox('marketingConsent')}
            label={
              <Text span fz="sm">
                {texts.marketingConsent}
              </Text>
            }
          />
          <FormError message={form.formError} />
          <Button type="submit" loading={submitting} fullWidth mt="xs">
            {texts.submitRegister}
          </Button>
          <Group justify="center" gap={6}>
            <Text c="dimmed">{texts.haveAccount}</Text>
            <Anchor component={Link} to={paths.login.href()} fw={600}>
              {texts.loginLink}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthShell>
  );
}
