import { useCallback, useEffect, useMemo, useState } from 'react';
import { Center, Loader, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '@feedhub/api-client';
import { useCan } from '@feedhub/ui';
import { isPimSelectType } from '@feedhub/contracts';
import {
  useAttribute,
  useAttributeSuggestions,
  useAttributeTypes,
  usePimAttributeOptions,
  usePimAttributes,
  useSaveAttribute,
} from '../queries';
import { AttributeMappingForm, type AttributeSaveBody } from '../forms/AttributeMappingForm';

/** Props of the attribute mapping modal. */
export interface AttributeMappingModalProps {
  /** The attribute to map; null: the modal is closed. */
  attributeId: number | null;
  /** Its partner (the save checks the attribute is this partner's). */
  partnerId: number;
  /** Cancel, Escape, after a save, or after a failed load (SPEC §8). */
  onClose(): void;
  /** A save succeeded (lists are refreshed already). */
  onSaved?(): void;
}

/**
 * The attribute mapping modal (SPEC §2 Partner attributes), opened from the attributes list and from
 * the product detail: loads the attribute, the types, the PIM attributes, suggestions and the
 * options of the chosen select-type PIM attributes; Save shows the server's message, closes and
 * refreshes the lists and the partner's mapping progress.
 */
export function AttributeMappingModal(props: AttributeMappingModalProps) {
  // One dialog per attribute: its state starts afresh when another opens.
  return props.attributeId === null ? null : (
    <AttributeMappingDialog key={props.attributeId} {...props} attributeId={props.attributeId} />
  );
}

function AttributeMappingDialog({
  attributeId,
  partnerId,
  onClose,
  onSaved,
}: AttributeMappingModalProps & { attributeId: number }) {
  const { t } = useTranslation('mapping');
  const can = useCan();
  const attribute = useAttribute(attributeId);
  const types = useAttributeTypes();
  const pimAttributes = usePimAttributes();
  const suggestions = useAttributeSuggestions(attributeId);
  const save = useSaveAttribute();
  const [codes, setCodes] = useState<string[]>([]);
  const onPimAttributesChange = useCallback((next: string[]) => setCodes(next), []);

  // Options are fetched for the chosen PIM attributes of select type only.
  const typeOf = useMemo(() => {
    const map = new Map<string, string>();
    for (const ref of attribute.data?.pimAttributes ?? []) map.set(ref.code, ref.type);
    for (const row of pimAttributes.data ?? []) map.set(row.code, row.type);
    return map;
  }, [attribute.data, pimAttributes.data]);
  const pimOptions = usePimAttributeOptions(codes.filter((code) => isPimSelectType(typeOf.get(code) ?? '')));

  const close = () => {
    save.reset(); // Cancel clears the validation messages (SPEC §4)
    onClose();
  };
  // SPEC §8: a failed attribute load closes the modal (the red toast says why).
  useEffect(() => {
    if (attribute.isError) onClose();
  }, [attribute.isError, onClose]);

  if (!attribute.data)
    return (
      <Modal opened onClose={close} title={t('attribute.loading')} size="lg">
        <Center mih={200}>
          <Loader aria-label={t('attribute.loading')} />
        </Center>
      </Modal>
    );
  return (
    <AttributeMappingForm
      attribute={attribute.data}
      types={types.data}
      pimAttributes={pimAttributes.data}
      suggestions={suggestions.data}
      pimOptions={pimOptions.byAttribute}
      pimOptionsLoading={pimOptions.loading}
      canChangeType={can('partnerAttributeTypeChange')}
      saving={save.isPending}
      serverErrors={fieldErrorsOf(save.error)}
      onPimAttributesChange={onPimAttributesChange}
      onSubmit={(body: AttributeSaveBody) =>
        save.mutate(
          { ...body, partnerId },
          {
            onSuccess: () => {
              onSaved?.();
              close();
            },
          },
        )
      }
      onCancel={close}
    />
  );
}
