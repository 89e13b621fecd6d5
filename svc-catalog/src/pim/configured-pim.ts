import { embeddedPim, type PimAdapter } from '@feedhub/pim';

/**
 * The PIM the catalog reads its reference data from: the embedded PIM until the settings choose an
 * adapter (the export issue brings Akeneo). The one place that decides it.
 */
export function configuredPim(): PimAdapter {
  return embeddedPim();
}
