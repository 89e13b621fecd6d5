import { useEffect } from 'react';
import { fieldErrorsOf } from '@feedhub/api-client';
import { useCan } from '@feedhub/ui';
import { useInvalidateMappingProgress } from '../../mapping-progress/queries';
import { CategoryMappingForm } from '../forms/CategoryMappingForm';
import {
  partnerCategories,
  useBrandOptions,
  useCategorySuggestions,
  usePartnerCategory,
  usePimCategories,
  usePimFamilies,
} from '../queries';

/** Props of the category mapping modal. */
export interface CategoryMappingModalProps {
  /** The category to map; null: the modal is closed. */
  categoryId: number | null;
  /** Its partner (the brands offered, and the save checks the category is this partner's). */
  partnerId: number;
  /** Cancel, after a save, or when the category cannot be read. */
  onClose(): void;
  /** A save succeeded (the lists of categories are refreshed already). */
  onSaved?(): void;
}

/** Permission of the marginals tab (SPEC §6). */
export const MARGINALS_PERMISSION = 'partnerCategory.marginals';
/** Permission of the name-word tab (SPEC §6). */
export const NAME_WORD_PERMISSION = 'partnerCategory.nameWordCategory';

/** The open modal: reads the category and the lists its selects offer, saves, closes. */
function OpenCategoryMappingModal({
  categoryId,
  partnerId,
  onClose,
  onSaved,
}: CategoryMappingModalProps & { categoryId: number }) {
  const can = useCan();
  const permissions = { marginals: can(MARGINALS_PERMISSION), changes: can(NAME_WORD_PERMISSION) };
  const category = usePartnerCategory(categoryId);
  const suggestions = useCategorySuggestions(categoryId);
  const pimCategories = usePimCategories();
  const families = usePimFamilies();
  const brands = useBrandOptions(partnerId);
  const save = partnerCategories.useSave();
  const invalidateProgress = useInvalidateMappingProgress();

  // SPEC §8: a failed category load closes the modal (the red toast has said why).
  useEffect(() => {
    if (category.isError) onClose();
  }, [category.isError, onClose]);

  return (
    <CategoryMappingForm
      category={category.data}
      pimCategories={pimCategories.data}
      families={families.data}
      brands={brands.data}
      suggestions={suggestions.data}
      can={permissions}
      saving={save.isPending}
      serverErrors={fieldErrorsOf(save.error)}
      onSubmit={(body) =>
        save.mutate(
          { ...body, partnerId },
          {
            onSuccess: () => {
              void invalidateProgress();
              onSaved?.();
              onClose();
            },
          },
        )
      }
      onCancel={() => {
        save.reset(); // Cancel clears the validation messages (SPEC §4)
        onClose();
      }}
    />
  );
}

/**
 * The category mapping modal (SPEC §2; xl, tabs general, transport, marginals, name-word and the
 * history). Used by the partner categories page and the product detail (the category name opens it).
 * Save shows the server's green toast, refreshes the category lists and closes.
 */
export function CategoryMappingModal(props: CategoryMappingModalProps) {
  if (props.categoryId === null) return null;
  return <OpenCategoryMappingModal key={props.categoryId} {...props} categoryId={props.categoryId} />;
}
