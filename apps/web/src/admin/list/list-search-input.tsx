import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { adminListTexts as texts } from './texts.ts';
import { useDebouncedSearchParam } from './use-debounced-search-param.ts';

/** The search box of an admin list (label "ค้นหา"): debounced while typing, at once on Enter. */
export function ListSearchInput({
  value,
  placeholder,
  onSearch,
}: {
  /** The search as the URL has it. */
  value: string;
  placeholder: string;
  /** `replace` is true for the debounced commit while typing, false for Enter. */
  onSearch: (query: string, options: { replace: boolean }) => void;
}) {
  const { query, setQuery, commitNow } = useDebouncedSearchParam(value, onSearch);
  return (
    <TextInput
      label={texts.searchLabel}
      placeholder={placeholder}
      leftSection={<IconSearch size={18} aria-hidden />}
      value={query}
      onChange={(event) => setQuery(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commitNow();
      }}
      type="search"
      maxLength={100}
      size="sm"
    />
  );
}
