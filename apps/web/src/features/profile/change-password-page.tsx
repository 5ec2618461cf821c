import { ChangePasswordBodySchema } from '@jongdee/contracts';
import { Alert, Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../auth/auth-context.tsx';
import { FormError } from '../../components/form-error.tsx';
import { NewPasswordFields, withPasswordConfirmation } from '../../components/new-password-fields.tsx';
import { notify } from '../../components/notify.ts';
import { useSchemaForm } from '../../components/use-schema-form.ts';
import { paths } from '../../paths.ts';
import { useChangePassword } from './api/change-password.ts';
import { profileTexts as texts } from './texts.ts';

const ChangePasswordFormSchema = withPasswordConfirmation(
  ChangePasswordBodySchema,
  'newPassword',
  texts.passwordsDiffer,
);
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordPage() {
  const change = useChangePassword();
  const form = useSchemaForm(ChangePasswordFormSchema, EMPTY);
  const { user, setUser } = useAuth();
  const navigate = useNavigate();
  const temporary = user?.mustChangePassword === true;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = await form.validate();
    if (!parsed) return;
    change.mutate(
      { currentPassword: parsed.currentPassword, newPassword: parsed.newPassword },
      {
        onSuccess: () => {
          form.setValues(EMPTY);
          notify.success(texts.changed);
          // A temporary password replaced: the rest of the app opens (the guards read this flag).
          if (user && temporary) {
            setUser({ ...user, mustChangePassword: false });
            navigate(paths.home.href(), { replace: true });
          }
        },
        onError: (error) => {
          form.showServerErrors(error);
          notify.error(error.message, texts.changeFailed);
        },
      },
    );
  };

  return (
    <Stack gap="lg" maw={520}>
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {texts.changePasswordTitle}
        </Title>
        <Text c="dimmed">{texts.changePasswordSubtitle}</Text>
      </div>
      {temporary && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconKey size={20} aria-hidden />}
          title={texts.temporaryPasswordTitle}
        >
          {texts.temporaryPasswordBody}
        </Alert>
      )}
      <Card withBorder radius="lg" padding="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <PasswordInput
              label={texts.currentPassword}
              autoComplete="current-password"
              required
              {...form.text('currentPassword')}
            />
            <NewPasswordFields
              label={texts.newPassword}
              rule={texts.passwordRule}
              confirmLabel={texts.confirmNewPassword}
              password={form.text('newPassword')}
              confirmation={form.text('confirmPassword')}
            />
            <FormError message={form.formError} />
            <Button type="submit" loading={change.isPending} mt="xs">
              {texts.submitChange}
            </Button>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
