import { BaseModel } from '@feedhub/db';
import { SCHEMA } from '../schema';

/** The catalog's copy of a PIM category (written by the sync only). */
export class PimCategoryCopy extends BaseModel {
  static override tableName = `${SCHEMA}.pim_categories`;
  static override idColumn = 'code';
  code!: string;
  parentCode!: string | null;
  labelEn!: string;
  labelEt!: string;
  /** Labels from the tree's root, joined. */
  pathEn!: string;
  pathEt!: string;
  /** Order in the PIM (parents before children). */
  position!: number;
}

/** The catalog's copy of a PIM attribute (written by the sync only). */
export class PimAttributeCopy extends BaseModel {
  static override tableName = `${SCHEMA}.pim_attributes`;
  static override idColumn = 'code';
  code!: string;
  type!: string;
  groupCode!: string;
  localizable!: boolean;
  scopable!: boolean;
  decimalsAllowed!: boolean | null;
  metricFamily!: string | null;
  defaultMetricUnit!: string | null;
  labelEn!: string;
  labelEt!: string;
  position!: number;
}
