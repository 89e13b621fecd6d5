import { useEffect, useState } from 'react';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@feedhub/ui';
import type { IcecatFeatureFilterValues } from '../../urls';

/** Props of the feature map's filter bar. */
export interface IcecatFeaturesFilterProps {
  /** The filter in effect (the URL's). */
  values: IcecatFeatureFilterValues;
  /** Search pressed (or Enter). */
  onSearch(values: IcecatFeatureFilterValues): void;
}

/**
 * The feature map's filter bar (UI.md): an Icecat feature id and a PIM attribute code, then Search
 * and Reset. What is typed applies on Search; the values follow the URL (Back, shared links).
 */
export function IcecatFeaturesFilter({ values, onSearch }: IcecatFeaturesFilterProps) {
  const { t } = useTranslation('ui');
  const [draft, setDraft] = useState(values);
  const { featureId, pimAttributeCode } = values;
  useEffect(() => setDraft({ featureId, pimAttributeCode }), [featureId, pimAttributeCode]);
  const empty = !featureId && !pimAttributeCode;
  return (
    <FilterBar
      label={t('icecatFeatures.filterLabel')}
      onSearch={() =>
        onSearch({
          featureId: draft.featureId?.trim() || undefined,
          pimAttributeCode: draft.pimAttributeCode?.trim() || undefined,
        })
      }
      onReset={() => {
        const none = { featureId: undefined, pimAttributeCode: undefined };
        setDraft(none);
        onSearch(none);
      }}
      resetDisabled={empty && !draft.featureId && !draft.pimAttributeCode}
    >
      <TextInput
        size="sm"
        w={200}
        label={t('icecatFeatures.featureId')}
        inputMode="numeric"
        value={draft.featureId ?? ''}
        onChange={(event) => setDraft({ ...draft, featureId: event.currentTarget.value })}
      />
      <TextInput
        size="sm"
        w={240}
        label={t('icecatFeatures.pimAttributeCode')}
        value={draft.pimAttributeCode ?? ''}
        onChange={(event) => setDraft({ ...draft, pimAttributeCode: event.currentTarget.value })}
      />
    </FilterBar>
  );
}
