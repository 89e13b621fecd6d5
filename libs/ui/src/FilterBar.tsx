import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Props of FilterBar. */
export interface FilterBarProps {
  /** The search landmark's accessible name. */
  label: string;
  /** Search pressed (or Enter in a field). */
  onSearch: () => void;
  /** Reset pressed. */
  onReset: () => void;
  /** Nothing to reset. */
  resetDisabled?: boolean;
  /** The filter inputs. */
  children: ReactNode;
}

/** A list's filter bar (UI.md): one wrapping row of compact inputs, then Search and Reset. */
export function FilterBar({ label, onSearch, onReset, resetDisabled = false, children }: FilterBarProps) {
  const { t } = useTranslation('ui');
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      <Group gap="sm" align="flex-end">
        {children}
        <Button type="submit" size="sm" variant="default" leftSection={<IconSearch size={16} />}>
          {t('filterBar.search')}
        </Button>
        <Button size="sm" variant="subtle" disabled={resetDisabled} onClick={onReset}>
          {t('filterBar.reset')}
        </Button>
      </Group>
    </form>
  );
}
