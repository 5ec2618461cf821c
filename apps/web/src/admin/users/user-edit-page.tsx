import { ROLE_LABELS, ROLES, type Role, UpdateUserBodySchema, type User } from '@jongdee/contracts';
import { personName } from '@jongdee/contracts/thai-format';
import {
  Alert,
  Button,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../auth/auth-context.tsx';
import { FormError } from '../../components/form-error.tsx';
import { notify } from '../../components/notify.ts';
import { useSchemaForm } from '../../components/use-schema-form.ts';
import { type ProfileValues, profileValues } from '../../lib/profile-values.ts';
import { paths } from '../../paths.ts';
import { ActionButtons, ActionModal } from '../action-dialog.tsx';
import { CopyValueButton } from '../copy-value-button.tsx';
import { PageHeading } from '../page-heading.tsx';
import { RecordCard } from '../record-card.tsx';
import { BackLink, recordRoute } from '../record-page.tsx';
import { useUser } from './api/get-user.ts';
import { useIssueTemporaryPassword } from './api/issue-temporary-password.ts';
import { useUpdateUser } from './api/update-user.ts';
import { adminUserTexts as texts } from './texts.ts';

/** /admin/user/{id}/edit: profile, role and active, and a one-time temporary password. */
export const UserEditPage = recordRoute(useUser, { backTo: paths.admin.users.href(), texts }, ({ user }) => (
  <UserEditForm key={user.id} user={user} />
));

type Values = ProfileValues & { email: string; role: Role; isActive: boolean };

function UserEditForm({ user }: { user: User }) {
  const navigate = useNavigate();
  const auth = useAuth();
  const ownAccount = auth.user?.id === user.id;
  const update = useUpdateUser();
  const form = useSchemaForm<Values, ReturnType<typeof UpdateUserBodySchema.parse>>(UpdateUserBodySchema, {
    ...profileValues(user),
    email: user.email ?? '',
    role: user.role,
    isActive: user.isActive,
  });
  const [pending, setPending] = useState<ReturnType<typeof UpdateUserBodySchema.parse> | null>(null);
  const name = personName(user);

  const save = (body: ReturnType<typeof UpdateUserBodySchema.parse>) =>
    update.mutate(
      { id: user.id, body },
      {
        onSuccess: () => {
          setPending(null);
          notify.success(texts.saved);
          navigate(paths.admin.userView.href(user.id));
        },
        onError: (error) => {
          setPending(null);
          if (!form.showServerErrors(error)) notify.error(error.message, texts.saveFailed);
        },
      },
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = await form.validate();
    if (!body) return;
    // A change of access is asked again in words, because it signs people out or opens every record to them.
    if (body.role !== user.role || body.isActive !== user.isActive) setPending(body);
    else save(body);
  };

  const accessChanges = pending
    ? [
        pending.role !== user.role
          ? pending.role === 'admin'
            ? texts.confirmMakeAdmin(name)
            : texts.confirmMakeUser(name)
          : null,
        pending.isActive !== user.isActive
          ? pending.isActive
            ? texts.confirmActivate(name)
            : texts.confirmDeactivate(name)
          : null,
      ].filter((line): line is string => line !== null)
    : [];

  return (
    <Stack gap="lg" maw={880}>
      <BackLink to={paths.admin.userView.href(user.id)}>{texts.userViewBack}</BackLink>
      <PageHeading title={texts.editTitle(name)} subtitle={texts.editSubtitle} />

      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <RecordCard title={texts.profile}>
            <Stack gap="sm">
              <TextInput
                label={texts.fields.email}
                type="email"
                maxLength={254}
                description={user.email ? texts.emailHelp : texts.emailAddHelp}
                {...form.text('email')}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput label={texts.fields.firstName} required maxLength={100} {...form.text('firstName')} />
                <TextInput label={texts.fields.lastName} required maxLength={100} {...form.text('lastName')} />
                <TextInput label={texts.fields.phone} required inputMode="tel" maxLength={20} {...form.text('phone')} />
                <TextInput label={texts.fields.companyName} maxLength={200} {...form.text('companyName')} />
                <TextInput label={texts.fields.taxId} inputMode="numeric" maxLength={17} {...form.text('taxId')} />
              </SimpleGrid>
              <Textarea label={texts.fields.address} autosize minRows={2} maxLength={500} {...form.text('address')} />
            </Stack>
          </RecordCard>

          <RecordCard title={texts.access}>
            <Stack gap="md">
              {ownAccount ? (
                <Alert color="gray" variant="light">
                  {texts.ownAccessNote}
                </Alert>
              ) : null}
              <div>
                <Text fz="sm" fw={500} mb={4} id="role-label">
                  {texts.fields.role}
                </Text>
                <SegmentedControl
                  aria-labelledby="role-label"
                  data={ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
                  value={form.values.role}
                  onChange={(value) => form.setValue('role', value as Role)}
                  disabled={ownAccount}
                />
                <Text fz="xs" c="dimmed" mt={4}>
                  {texts.roleHelp}
                </Text>
              </div>
              <Switch
                label={texts.activeLabel}
                description={texts.activeHelp}
                {...form.checkbox('isActive')}
                error={undefined}
                disabled={ownAccount}
              />
            </Stack>
          </RecordCard>

          <FormError message={form.formError} />
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={paths.admin.userView.href(user.id)}>
              {texts.cancel}
            </Button>
            <Button type="submit" loading={update.isPending && pending === null}>
              {texts.save}
            </Button>
          </Group>
        </Stack>
      </form>

      <TemporaryPasswordCard user={user} />

      <ActionModal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={texts.confirmTitle}
        closeLabel={texts.closeDialog}
      >
        <Stack gap="md">
          {accessChanges.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
          <ActionButtons
            cancelLabel={texts.cancel}
            onCancel={() => setPending(null)}
            label={texts.confirmSave}
            color={pending && !pending.isActive ? 'red' : undefined}
            running={update.isPending}
            onClick={() => pending && save(pending)}
          />
        </Stack>
      </ActionModal>
    </Stack>
  );
}

function TemporaryPasswordCard({ user }: { user: User }) {
  const issue = useIssueTemporaryPassword();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState<string | null>(null);
  const name = personName(user);

  const run = () =>
    issue.mutate(user.id, {
      onSuccess: (data) => {
        setConfirming(false);
        setPassword(data.temporaryPassword);
        notify.success(texts.issued);
      },
      onError: (error) => {
        setConfirming(false);
        notify.error(error.message, texts.issueFailed);
      },
    });

  return (
    <RecordCard title={texts.temporaryPasswordTitle}>
      <Text fz="sm" c="dimmed" mb="md">
        {user.email ? texts.temporaryPasswordHelp : texts.noEmailForPassword}
      </Text>
      <Button
        variant="default"
        leftSection={<IconKey size={18} aria-hidden />}
        onClick={() => setConfirming(true)}
        disabled={!user.email}
      >
        {texts.issueTemporaryPassword}
      </Button>

      <ActionModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={texts.confirmIssueTitle}
        closeLabel={texts.closeDialog}
      >
        <Stack gap="md">
          <Text>{texts.confirmIssueBody(name)}</Text>
          <ActionButtons
            cancelLabel={texts.cancel}
            onCancel={() => setConfirming(false)}
            label={texts.confirmIssue}
            color="orange"
            running={issue.isPending}
            onClick={run}
          />
        </Stack>
      </ActionModal>

      {/* Shown once: closing forgets it, and it is never kept in the query cache. */}
      <ActionModal
        opened={password !== null}
        onClose={() => setPassword(null)}
        title={texts.issuedTitle}
        closeLabel={texts.closeDialog}
        closeOnClickOutside={false}
      >
        <Stack gap="md">
          <Alert color="orange" variant="light">
            {texts.issuedNote}
          </Alert>
          <Group gap="sm" wrap="nowrap">
            <TextInput
              label={texts.temporaryPasswordLabel}
              value={password ?? ''}
              readOnly
              style={{ flex: 1 }}
              styles={{ input: { fontFamily: 'monospace', fontSize: 20, letterSpacing: 1 } }}
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyValueButton value={password ?? ''} label={texts.copy} copiedLabel={texts.copied} mt={24} />
          </Group>
          <Group justify="flex-end">
            <Button onClick={() => setPassword(null)}>{texts.close}</Button>
          </Group>
        </Stack>
      </ActionModal>
    </RecordCard>
  );
}
