import { useEffect } from 'react';
import { Center, Loader, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PriceFieldOptions } from '@feedhub/contracts';
import { fieldErrorsOf } from '@feedhub/api-client';
import { PriceFormulaForm } from '../forms/PriceFormulaForm';
import type { PriceFormulaFormOutput } from '../forms/price-formula-form';
import { priceRules, usePreviewProducts, usePriceRule, usePriceRuleOptions } from '../queries';

/** Props of the price formula modal. */
export interface PriceFormulaModalProps {
  /** Add a formula, edit one, or null: closed. */
  dialog: 'add' | 'edit' | null;
  /** The formula to edit. */
  ruleId?: number;
  /** Its partner. */
  partnerId: number;
  /** A product the preview should include (the product detail's link), if any. */
  productId?: number;
  /** Labels of the price fields; undefined while they load. */
  fields?: PriceFieldOptions;
  /** Cancel, Escape, or after a save. */
  onClose(): void;
  /** The rule catalogue or the formula could not be read (SPEC §8: back to the partners list). */
  onLoadFailed(): void;
}

/** The open modal: reads the catalogue, the formula and the preview products, saves, closes. */
function OpenPriceFormulaModal({
  dialog,
  ruleId,
  partnerId,
  productId,
  fields,
  onClose,
  onLoadFailed,
}: PriceFormulaModalProps & { dialog: 'add' | 'edit' }) {
  const { t } = useTranslation('priceFormulas');
  const editing = dialog === 'edit' && ruleId ? ruleId : null;
  const rule = usePriceRule(editing);
  const options = usePriceRuleOptions();
  const preview = usePreviewProducts(partnerId, productId);
  const save = priceRules.useSave();

  useEffect(() => {
    if (options.isError || rule.isError) onLoadFailed();
  }, [options.isError, rule.isError, onLoadFailed]);

  const close = () => {
    save.reset(); // Cancel clears the validation messages (SPEC §4)
    onClose();
  };
  const submit = ({ id, ...values }: PriceFormulaFormOutput) =>
    save.mutate(
      {
        ...(id ? { id } : {}),
        partnerId,
        ...values,
        // Not edited in the modal: a stored formula keeps its own (SPEC §9 default false).
        withVat: rule.data?.withVat ?? false,
      },
      { onSuccess: close },
    );

  const ready = options.data && fields && (editing === null || rule.data);
  if (!ready)
    return (
      <Modal opened onClose={close} size="xl" title={editing ? t('modal.editTitle') : t('modal.addTitle')}>
        <Center mih={240} aria-busy="true">
          <Loader aria-label={t('modal.loading')} />
        </Center>
      </Modal>
    );
  return (
    <PriceFormulaForm
      rule={rule.data}
      ruleOptions={options.data}
      fields={fields}
      preview={preview.data}
      previewFailed={preview.isError}
      saving={save.isPending}
      serverErrors={fieldErrorsOf(save.error)}
      onSubmit={submit}
      onCancel={close}
    />
  );
}

/**
 * The price formula modal (SPEC §2 Price formula modal): empty with the defaults for Add, the stored
 * formula for Edit. Save shows the server's green toast, refreshes the list and closes; a refused
 * save keeps it open with the messages under the fields; closing forgets them (SPEC §4).
 */
export function PriceFormulaModal(props: PriceFormulaModalProps) {
  if (props.dialog === null) return null;
  // One modal per formula: its form and messages start afresh each time one opens.
  return (
    <OpenPriceFormulaModal key={`${props.dialog}-${props.ruleId ?? ''}`} {...props} dialog={props.dialog} />
  );
}
