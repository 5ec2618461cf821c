import { CreateUserBodySchema, ThaiMobileSchema, type User, type UserListItem } from '@jongdee/contracts';
import { personName } from '@jongdee/contracts/thai-format';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Code,
  Divider,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { FormError } from '../../components/form-error.tsx';
import { useSchemaForm } from '../../components/use-schema-form.ts';
import { ActionModal, answered } from '../action-dialog.tsx';
import { CopyValueButton } from '../copy-value-button.tsx';
import { CardTable, QueryPart } from '../record-card.tsx';
import { useCreateUser } from './api/create-user.ts';
import { useSearchUsers } from './api/search-users.ts';
import { adminBookingTexts as texts } from './texts.ts';

export type Customer = Pick<UserListItem, 'id' | 'firstName' | 'lastName' | 'email' | 'phone'>;

/** Step 1 of an admin booking: find the customer's account, or open one and read out its temporary password. */
export function CustomerStep({ onPick }: { onPick: (customer: Customer) => void }) {
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 300);
  const results = useSearchUsers(debounced);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ user: User; password: string } | null>(null);

  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <TextInput
            label={texts.customerSearchLabel}
            placeholder={texts.customerSearchPlaceholder}
            description={texts.customerSearchHint}
            leftSection={<IconSearch size={18} aria-hidden />}
            rightSection={results.isFetching ? <Loader size="xs" /> : undefined}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            type="search"
            maxLength={100}
            data-autofocus
          />
          {debounced.length < 2 ? (
            <Text c="dimmed" fz="sm">
              {texts.customerStart}
            </Text>
          ) : (
            <QueryPart query={results} texts={texts}>
              {({ items }) => (
                <CardTable
                  items={items}
                  empty={texts.customerNoMatch}
                  minWidth={560}
                  highlightOnHover
                  head={
                    <>
                      <Table.Th>{texts.firstName}</Table.Th>
                      <Table.Th>{texts.email}</Table.Th>
                      <Table.Th>{texts.phone}</Table.Th>
                      <Table.Th />
                    </>
                  }
                >
                  {(user) => (
                    <Table.Tr key={user.id}>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Text fz="sm" fw={500}>
                            {personName(user)}
                          </Text>
                          {user.isActive ? null : (
                            <Badge color="gray" size="sm" variant="light">
                              {texts.inactive}
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td>{user.email ?? <span title={texts.walkIn}>{texts.dash}</span>}</Table.Td>
                      <Table.Td>{user.phone}</Table.Td>
                      <Table.Td style={{ textAlign: 'right' }}>
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => onPick(user)}
                          disabled={!user.isActive}
                          aria-label={texts.chooseCustomer(personName(user))}
                        >
                          {texts.choose}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  )}
                </CardTable>
              )}
            </QueryPart>
          )}
          <Divider />
          {creating ? (
            <NewCustomerForm
              onCancel={() => setCreating(false)}
              onPick={onPick}
              onCreated={(user, password) => {
                setCreating(false);
                // A walk-in has no password to read out: the booking goes on at once.
                if (password === null) onPick(user);
                else setCreated({ user, password });
              }}
            />
          ) : (
            <Group>
              <Button
                variant="default"
                leftSection={<IconUserPlus size={18} aria-hidden />}
                onClick={() => setCreating(true)}
              >
                {texts.newCustomer}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>

      <ActionModal
        opened={created !== null}
        onClose={() => {
          if (created) onPick(created.user);
          setCreated(null);
        }}
        title={texts.tempPasswordTitle}
        closeLabel={texts.close}
        closeOnClickOutside={false}
      >
        {created ? (
          <Stack gap="md">
            <Text fz="sm">{texts.tempPasswordFor(personName(created.user), created.user.email ?? '')}</Text>
            <Group gap="sm" wrap="nowrap">
              <Code
                fz="xl"
                px="md"
                py="xs"
                style={{ letterSpacing: '0.08em', flex: 1, textAlign: 'center' }}
                data-testid="temporary-password"
              >
                {created.password}
              </Code>
              <CopyValueButton value={created.password} label={texts.copy} copiedLabel={texts.copied} />
            </Group>
            <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} py="xs">
              <Text fz="sm">{texts.tempPasswordBody}</Text>
            </Alert>
            <Group justify="flex-end">
              <Button
                onClick={() => {
                  onPick(created.user);
                  setCreated(null);
                }}
              >
                {texts.tempPasswordDone}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </ActionModal>
    </Stack>
  );
}

type NewCustomerValues = {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  /** "ลูกค้าไม่มีอีเมล": a walk-in, who cannot sign in until staff add an e-mail in /admin/users. */
  noEmail: boolean;
  samePhoneConfirmed: boolean;
};

function NewCustomerForm({
  onCancel,
  onPick,
  onCreated,
}: {
  onCancel: () => void;
  onPick: (customer: Customer) => void;
  onCreated: (user: User, temporaryPassword: string | null) => void;
}) {
  const create = useCreateUser();
  const form = useSchemaForm<NewCustomerValues, ReturnType<typeof CreateUserBodySchema.parse>>(
    CreateUserBodySchema,
    { firstName: '', lastName: '', phone: '', email: '', noEmail: false, samePhoneConfirmed: false },
    {
      toInput: ({ noEmail, email, ...rest }) => ({ ...rest, email: noEmail ? null : email }),
      check: (values) =>
        values.noEmail && samePhone.length > 0 && !values.samePhoneConfirmed
          ? { samePhoneConfirmed: texts.samePhoneConfirmRequired }
          : {},
    },
  );
  // Before a new account is opened, the customers who already have this mobile number are offered.
  const phone = ThaiMobileSchema.safeParse(form.values.phone);
  const phoneMatches = useSearchUsers(phone.success ? phone.data : '');
  const samePhone = phone.success ? (phoneMatches.data?.items ?? []).filter((user) => user.phone === phone.data) : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = await form.validate();
    if (!body) return;
    create.mutate(
      body,
      answered(form, {
        success: (data) => (data.user.email ? texts.customerCreated : texts.walkInCreated),
        failed: texts.customerCreateFailed,
        afterwards: (data) => onCreated(data.user, data.temporaryPassword),
      }),
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={texts.newCustomer}>
      <Stack gap="md">
        <div>
          <Title order={3} fz="md">
            {texts.newCustomer}
          </Title>
          <Text c="dimmed" fz="sm">
            {form.values.noEmail ? texts.walkInHint : texts.newCustomerHint}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={texts.firstName} required maxLength={100} {...form.text('firstName')} />
          <TextInput label={texts.lastName} required maxLength={100} {...form.text('lastName')} />
          <TextInput label={texts.phone} inputMode="tel" required maxLength={20} {...form.text('phone')} />
          <Stack gap={8}>
            <TextInput
              label={texts.email}
              type="email"
              required={!form.values.noEmail}
              maxLength={254}
              disabled={form.values.noEmail}
              {...form.text('email')}
              value={form.values.noEmail ? '' : form.values.email}
            />
            <Checkbox
              label={texts.noEmail}
              description={texts.noEmailHelp}
              {...form.checkbox('noEmail', 'email')}
              error={undefined}
            />
          </Stack>
        </SimpleGrid>
        {samePhone.length > 0 ? (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            <Stack gap="sm">
              <div>
                <Text fz="sm" fw={600}>
                  {texts.samePhoneTitle}
                </Text>
                <Text fz="sm">{texts.samePhoneBody}</Text>
              </div>
              {samePhone.map((user) => (
                <Group key={user.id} justify="space-between" wrap="nowrap" gap="sm">
                  <div>
                    <Text fz="sm" fw={500}>
                      {personName(user)}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {user.email ?? texts.walkIn} · {user.phone}
                    </Text>
                  </div>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => onPick(user)}
                    disabled={!user.isActive}
                    aria-label={texts.chooseExisting(personName(user))}
                  >
                    {texts.useThisAccount}
                  </Button>
                </Group>
              ))}
            </Stack>
          </Alert>
        ) : null}
        {samePhone.length > 0 && form.values.noEmail ? (
          <Checkbox label={texts.samePhoneConfirm} {...form.checkbox('samePhoneConfirmed')} />
        ) : null}
        <FormError message={form.formError} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {texts.cancel}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {form.values.noEmail ? texts.createWalkIn : texts.createCustomer}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
