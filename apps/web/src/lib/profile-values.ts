import type { User } from '@jongdee/contracts';

/** A person's own details as a form's values: what they edit on their profile, and staff on their account. */
export type ProfileValues = {
  firstName: string;
  lastName: string;
  phone: string;
  companyName: string;
  taxId: string;
  address: string;
};

/** The user's details as form values, the optional ones (company, tax id, address) as empty text. */
export function profileValues(user: User): ProfileValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    companyName: user.companyName ?? '',
    taxId: user.taxId ?? '',
    address: user.address ?? '',
  };
}
