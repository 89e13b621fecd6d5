/** @feedhub/pricing: the price rule catalogue, its validation and a fast, exact evaluator. Pure (browser-safe). */
export {
  PRICE_RULE_CATALOGUE,
  PRICE_RULE_IDS,
  PRICE_RULE_TYPES,
  PriceRuleOptionSchema,
  isPriceRuleId,
  priceRuleDefinition,
  priceRuleOptions,
  type PriceRuleDefinition,
  type PriceRuleId,
  type PriceRuleOption,
  type PriceRuleType,
  type RuleInputKind,
} from './catalogue';
export {
  PARTNER_PRICE_FIELDS,
  PIM_PRICE_FIELDS,
  priceFieldOptions,
  type PartnerPriceField,
  type PimPriceField,
} from './fields';
export {
  DecimalValueSchema,
  MarginalSchema,
  PricingCategorySchema,
  PricingProductSchema,
  PricingSettingsSchema,
  type DecimalValue,
  type Marginal,
  type PricingCategory,
  type PricingProduct,
  type PricingSettings,
} from './inputs';
export {
  PriceFormulaSchema,
  PriceRuleSaveSchema,
  PriceRuleStepSchema,
  type PriceFormula,
  type PriceRuleSaveInput,
  type PriceRuleStep,
} from './schemas';
export { checkRuleInput, type RuleInputCheck } from './rule-input';
export { pricingMessages, type PricingMessageKey } from './messages';
export { preparePricing, type PricingContext } from './context';
export { NO_PRICE_REASONS, type NoPriceReason } from './explain';
export {
  compilePriceRule,
  type CompiledPriceRule,
  type EvaluableFormula,
  type EvaluateOptions,
  type RuleEvaluation,
} from './engine';
export {
  compilePriceRules,
  describePriceRule,
  evaluatePriceRule,
  evaluatePriceRules,
  type FieldPrice,
  type PriceEngine,
  type PricingInput,
  type PricingResult,
} from './price-engine';
export { UNIT_DECIMALS } from './money';
