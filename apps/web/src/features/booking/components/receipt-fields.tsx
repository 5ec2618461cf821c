import { Checkbox, Collapse, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { bookingTexts as texts } from '../texts.ts';

type TextField = {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error?: string;
};

type Props = {
  wanted: boolean;
  onWantedChange: (wanted: boolean) => void;
  /** The company's name, tax id and address, as useSchemaForm's `text()` binds them. */
  name: TextField;
  taxId: TextField;
  address: TextField;
  /** The fields start from the customer's profile. */
  fromProfile: boolean;
};

/** A receipt in a company's name, asked for at booking: name, 13-digit tax id and address. */
export function ReceiptFields({ wanted, onWantedChange, name, taxId, address, fromProfile }: Props) {
  return (
    <Stack gap="sm">
      <Checkbox
        label={texts.receiptForCompany}
        description={texts.receiptForCompanyHint}
        checked={wanted}
        onChange={(event) => onWantedChange(event.currentTarget.checked)}
      />
      <Collapse in={wanted}>
        {wanted ? (
          <Stack gap="sm" pl={{ base: 0, xs: 32 }}>
            {fromProfile ? (
              <Text fz="sm" c="dimmed">
                {texts.receiptFromProfile}
              </Text>
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label={texts.receiptName} autoComplete="organization" required {...name} />
              <TextInput
                label={texts.receiptTaxId}
                inputMode="numeric"
                autoComplete="off"
                maxLength={17}
                required
                {...taxId}
              />
            </SimpleGrid>
            <Textarea label={texts.receiptAddress} autoComplete="street-address" rows={2} required {...address} />
          </Stack>
        ) : null}
      </Collapse>
    </Stack>
  );
}
