import { SelectFilter } from '../list/list-filters.tsx';
import { useAdminClinics } from './api/get-admin-clinics.ts';
import { adminClinicTexts as texts } from './texts.ts';

/** A list's clinic filter: every clinic by name, searchable; cleared, the list shows all clinics (''). */
export function ClinicFilter({ value, onChange }: { value: string; onChange: (clinicId: string) => void }) {
  const clinics = useAdminClinics();
  return (
    <SelectFilter
      label={texts.filter.label}
      placeholder={texts.filter.placeholder}
      options={(clinics.data ?? []).map((clinic) => ({ value: clinic.id, label: clinic.name }))}
      value={value}
      onChange={onChange}
      searchable
      nothingFound={texts.filter.nothingFound}
    />
  );
}
