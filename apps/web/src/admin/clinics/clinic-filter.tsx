import { Select } from '@mantine/core';
import { useAdminClinics } from './api/get-admin-clinics.ts';
import { adminClinicTexts as texts } from './texts.ts';

/** A list's clinic filter: every clinic by name, searchable; cleared, the list shows all clinics (''). */
export function ClinicFilter({ value, onChange }: { value: string; onChange: (clinicId: string) => void }) {
  const clinics = useAdminClinics();
  return (
    <Select
      label={texts.filter.label}
      placeholder={texts.filter.placeholder}
      data={(clinics.data ?? []).map((clinic) => ({ value: clinic.id, label: clinic.name }))}
      value={value || null}
      onChange={(clinicId) => onChange(clinicId ?? '')}
      clearable
      searchable
      size="sm"
      nothingFoundMessage={texts.filter.nothingFound}
    />
  );
}
