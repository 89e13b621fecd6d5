import { useCallback, useEffect, useState } from 'react';
import { Anchor, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { FullPageLoader, useCan } from '@feedhub/ui';
import { AttributeMappingModal } from '../../attributes';
import { CategoryMappingModal } from '../../categories/pages/CategoryMappingModal';
import { pathTo } from '../../paths';
import { PartnerFrame } from '../../partners/pages/PartnerFrame';
import { useRoutePartner } from '../../partners/pages/PartnerEditPage';
import { ProductAttributes } from '../components/ProductAttributes/ProductAttributes';
import { ProductCategory } from '../components/ProductCategory/ProductCategory';
import { ProductFields } from '../components/ProductFields/ProductFields';
import { ProductIcecat } from '../components/ProductIcecat/ProductIcecat';
import { ProductPrices } from '../components/ProductPrices/ProductPrices';
import { EXPORT_LIST_COLOR } from '../components/ProductsTable/ProductsTable';
import { useIcecatRefresh, usePartnerProduct, usePriceFieldLabels } from '../queries';

/**
 * /partners/{id}/product/{productId} (SPEC §2 Partner product detail): inside the partner's frame,
 * the product's fields, its category (the name opens the category mapping modal), its attributes
 * (a code opens the attribute mapping modal), the computed PIM prices with each formula's steps, and
 * the link to the price formulas, and the Icecat sheet (with Look up on Icecat for partnerEdit). A mapping saved in a modal reloads the product (prices depend on
 * it); a product that cannot be read sends the user to the partners list (SPEC §8).
 */
export function PartnerProductPage() {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const can = useCan();
  const { id, partner } = useRoutePartner();
  const productId = Number(useParams().productId);
  const product = usePartnerProduct(productId);
  const mayFormulas = can('partnerPriceFormulas');
  const labels = usePriceFieldLabels();
  const icecatRefresh = useIcecatRefresh();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [attributeId, setAttributeId] = useState<number | null>(null);

  useEffect(() => {
    if (product.isError) navigate(pathTo('partners'), { replace: true });
  }, [product.isError, navigate]);

  const closeCategory = useCallback(() => setCategoryId(null), []);
  const closeAttribute = useCallback(() => setAttributeId(null), []);
  const reload = useCallback(() => void product.refetch(), [product]);

  const p = product.data;
  return (
    <PartnerFrame
      route="partnerProduct"
      name={partner.data?.name}
      listPath={pathTo('partners')}
      can={can}
      onOpen={(next) => navigate(pathTo(next, { id }))}
    >
      {p ? (
        <Stack gap="md">
          <Stack gap={4}>
            {can('partnerProducts') && (
              <Anchor component={Link} to={pathTo('partnerProducts', { id })} size="sm">
                <Group gap={4} wrap="nowrap">
                  <IconArrowLeft size={14} />
                  {t('detail.backToList')}
                </Group>
              </Anchor>
            )}
            <Group gap="sm" align="center">
              <Title order={3}>{p.name ?? t('list.unnamed')}</Title>
              {p.inExportList && (
                <Badge variant="light" color={EXPORT_LIST_COLOR}>
                  {t('detail.inExportListYes')}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {[p.sku, p.code, p.brand].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <ProductFields product={p} />
            <Stack gap="md">
              <ProductCategory
                category={p.category}
                onOpen={
                  p.category && can('partnerCategories')
                    ? () => setCategoryId(p.category?.id ?? null)
                    : undefined
                }
              />
              <ProductPrices
                prices={p.prices}
                labels={labels.data}
                // The formulas' live preview leads with this product.
                formulasPath={
                  mayFormulas ? `${pathTo('partnerPriceFormulas', { id })}?productId=${p.id}` : undefined
                }
              />
            </Stack>
          </SimpleGrid>
          <ProductAttributes
            attributes={p.attributes}
            onOpen={can('partnerAttributes') ? (a) => setAttributeId(a.id) : undefined}
          />
          <ProductIcecat
            icecat={p.icecat}
            onRefresh={can('partnerEdit') ? () => icecatRefresh.mutate({ partnerId: id }) : undefined}
            refreshing={icecatRefresh.isPending}
          />
          <CategoryMappingModal
            categoryId={categoryId}
            partnerId={id}
            onClose={closeCategory}
            onSaved={reload}
          />
          <AttributeMappingModal
            attributeId={attributeId}
            partnerId={id}
            onClose={closeAttribute}
            onSaved={reload}
          />
        </Stack>
      ) : (
        <FullPageLoader />
      )}
    </PartnerFrame>
  );
}
