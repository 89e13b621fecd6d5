import { useMemo, useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isPimSelectType, type IcecatFeatureMapRow } from '@feedhub/contracts';
import { fieldErrorsOf, useListScreen } from '@feedhub/api-client';
import { PageHeader, confirmDelete } from '@feedhub/ui';
import { IcecatFeaturesFilter } from '../components/IcecatFeaturesFilter/IcecatFeaturesFilter';
import { IcecatFeaturesTable } from '../components/IcecatFeaturesTable/IcecatFeaturesTable';
import { attributeLabel, type PimAttributeChoice } from '../components/PimAttributeSelect/PimAttributeSelect';
import { IcecatFeatureForm, type IcecatFeatureFormOutput } from '../forms/IcecatFeatureForm';
import { icecatFeatures, usePimAttributeOptions, usePimAttributeSearch } from '../queries';
import { icecatFeaturesSearch, type IcecatFeatureFilterValues } from '../urls';

/** Wait after typing before the PIM attributes are searched (ms). */
const SEARCH_DEBOUNCE_MS = 250;

/** Props of the modal's container. */
interface FeatureModalProps {
  /** The mapping edited; absent when adding. */
  row?: IcecatFeatureMapRow;
  /** Saved: the modal closes. */
  onClose(): void;
}

/**
 * The add/edit modal with its data: the PIM attribute search as the user types, the chosen
 * attribute's options (select types) and the save.
 */
function FeatureModal({ row, onClose }: FeatureModalProps) {
  const save = icecatFeatures.useSave();
  const [attribute, setAttribute] = useState<PimAttributeChoice | null>(
    row ? { code: row.pimAttributeCode, name: row.pimAttributeName, type: row.pimAttributeType } : null,
  );
  const [search, setSearch] = useState(attribute ? attributeLabel(attribute) : '');
  // The chosen attribute's label in the box is no search: the first attributes are offered then.
  const text = attribute && search === attributeLabel(attribute) ? '' : search;
  const [settled] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const matches = usePimAttributeSearch(settled, true);
  const choices = useMemo(
    () => matches.data?.map((a) => ({ code: a.code, name: a.name, type: a.type })),
    [matches.data],
  );
  const options = usePimAttributeOptions(
    attribute && isPimSelectType(attribute.type ?? '') ? attribute.code : null,
  );
  const close = () => {
    save.reset(); // Cancel clears the validation messages (SPEC §4)
    onClose();
  };
  return (
    <IcecatFeatureForm
      row={row}
      attribute={attribute}
      onAttributeChange={setAttribute}
      attributeSearch={search}
      onAttributeSearchChange={setSearch}
      attributeMatches={choices}
      searching={matches.isFetching || text !== settled}
      pimOptions={options.data}
      saving={save.isPending}
      serverErrors={fieldErrorsOf(save.error)}
      onSubmit={(values: IcecatFeatureFormOutput) => save.mutate(values, { onSuccess: close })}
      onCancel={close}
    />
  );
}

/**
 * /settings/icecat-features: the Icecat feature map (Icecat feature id → PIM attribute, with a unit
 * factor for numbers and option mappings for selects), its filters, the add/edit modal (in the URL)
 * and delete with the confirmation.
 */
export function IcecatFeaturesPage() {
  const { t } = useTranslation('ui');
  const { url, table, editing } = useListScreen(icecatFeatures, icecatFeaturesSearch);
  const remove = icecatFeatures.useDelete();
  const { dialog, featureId, pimAttributeCode } = url.search;
  const filter = useMemo(() => ({ featureId, pimAttributeCode }), [featureId, pimAttributeCode]);

  const askDelete = async (row: IcecatFeatureMapRow) => {
    if (await confirmDelete()) remove.mutate({ id: row.id });
  };

  return (
    <Stack>
      <PageHeader
        title={t('icecatFeatures.title')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => url.openDialog()}>
            {t('common.add')}
          </Button>
        }
      />
      <IcecatFeaturesFilter
        values={filter}
        onSearch={(values: IcecatFeatureFilterValues) => url.update({ ...values, page: 1 })}
      />
      <IcecatFeaturesTable
        {...table}
        onEdit={(row) => url.openDialog(row.id)}
        onDelete={(row) => void askDelete(row)}
        busy={remove.isPending}
      />
      {(dialog === 'add' || editing) && (
        <FeatureModal key={editing?.id ?? 'add'} row={editing} onClose={url.closeDialog} />
      )}
    </Stack>
  );
}
