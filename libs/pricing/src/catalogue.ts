import { z } from 'zod';
import type { Locale } from '@feedhub/contracts';

/**
 * The rule catalogue: every step a price rule can use. Ids are stable string codes (they are the
 * primary key of the seeded `price_rules` table and what a saved rule stores in `rule.N.ruleId`).
 */
export const PRICE_RULE_IDS = [
  'margin',
  'margin_et',
  'add_percent',
  'add_amount',
  'multiply',
  'transport',
  'vat',
  'vat_et',
  'category_price_change',
  'minimum',
  'maximum',
  'prepayment',
  'round_decimals',
  'round_up_whole',
  'round_multiple',
  'round_ending',
] as const;
/** A rule id (catalogue code). */
export type PriceRuleId = (typeof PRICE_RULE_IDS)[number];

/** Rule types: formulas change the price, round rules only round it. */
export const PRICE_RULE_TYPES = ['formula', 'round'] as const;
/** A rule type. */
export type PriceRuleType = (typeof PRICE_RULE_TYPES)[number];

/** What a rule's input means; decides how it is validated (see rule-input.ts). */
export type RuleInputKind =
  'percent' | 'amount' | 'factor' | 'minimum' | 'maximum' | 'decimals' | 'multiple' | 'ending';

/** Texts of one rule in one language. */
interface RuleTexts {
  /** Name shown in the rule select and in step lines. */
  name: string;
  /** Help tooltip text. */
  description: string;
  /** Label of the input box ('' when the rule takes no input). */
  inputLabel: string;
}

/** One catalogue entry: type, input kind (null = no input) and texts in en and et. */
export interface PriceRuleDefinition {
  /** Stable code. */
  id: PriceRuleId;
  /** formula or round. */
  type: PriceRuleType;
  /** Kind of input the rule takes, or null when it takes none. */
  input: RuleInputKind | null;
  /** Texts by locale. */
  texts: Record<Locale, RuleTexts>;
}

/** Shorthand for the no-input texts. */
const noInput = (name: string, description: string): RuleTexts => ({ name, description, inputLabel: '' });

/** The catalogue, in the order the rule select lists it. */
export const PRICE_RULE_CATALOGUE: readonly PriceRuleDefinition[] = [
  {
    id: 'margin',
    type: 'formula',
    input: null,
    texts: {
      en: noInput(
        'Category margin by brand and price range',
        "Adds the margin percent of the category's margin table: the first row for the product's brand whose price range holds the current price, else the first row without a brand. No matching row: no price.",
      ),
      et: noInput(
        'Kategooria marginaal brändi ja hinnavahemiku järgi',
        'Lisab kategooria marginaalitabeli protsendi: esimene toote brändi rida, mille hinnavahemikku praegune hind jääb, muidu esimene bränditu rida. Kui sobivat rida pole, hinda ei arvutata.',
      ),
    },
  },
  {
    id: 'margin_et',
    type: 'formula',
    input: null,
    texts: {
      en: noInput(
        'Estonian margin',
        "Like the category margin (same row choice), but adds the row's Estonian margin. Row without an Estonian margin: no price.",
      ),
      et: noInput(
        'Eesti marginaal',
        'Nagu kategooria marginaal (rida valitakse samamoodi), kuid lisab rea Eesti marginaali. Kui real Eesti marginaali pole, hinda ei arvutata.',
      ),
    },
  },
  {
    id: 'add_percent',
    type: 'formula',
    input: 'percent',
    texts: {
      en: {
        name: 'Add percent',
        description: 'Adds a percentage of the current price; a negative percentage subtracts.',
        inputLabel: 'Percent',
      },
      et: {
        name: 'Lisa protsent',
        description: 'Lisab praegusele hinnale protsendi; negatiivne protsent lahutab.',
        inputLabel: 'Protsent',
      },
    },
  },
  {
    id: 'add_amount',
    type: 'formula',
    input: 'amount',
    texts: {
      en: {
        name: 'Add fixed amount',
        description: 'Adds a fixed amount in euros; a negative amount subtracts.',
        inputLabel: 'Amount (€)',
      },
      et: {
        name: 'Lisa kindel summa',
        description: 'Lisab hinnale kindla summa eurodes; negatiivne summa lahutab.',
        inputLabel: 'Summa (€)',
      },
    },
  },
  {
    id: 'multiply',
    type: 'formula',
    input: 'factor',
    texts: {
      en: {
        name: 'Multiply',
        description: 'Multiplies the current price by a factor, e.g. 1.2.',
        inputLabel: 'Factor',
      },
      et: { name: 'Korruta', description: 'Korrutab praeguse hinna teguriga, nt 1,2.', inputLabel: 'Tegur' },
    },
  },
  {
    id: 'transport',
    type: 'formula',
    input: null,
    texts: {
      en: noInput(
        'Category transport fee',
        "Adds the category's transport fee (transport tab of the category mapping). No fee set: the price stays the same.",
      ),
      et: noInput(
        'Kategooria transporditasu',
        'Lisab kategooria transporditasu (kategooria vastenduse transpordi vahekaart). Kui tasu pole määratud, hind ei muutu.',
      ),
    },
  },
  {
    id: 'vat',
    type: 'formula',
    input: null,
    texts: {
      en: noInput(
        'VAT',
        "Adds the category's VAT percent, or the default VAT setting when the category has none.",
      ),
      et: noInput(
        'Käibemaks',
        'Lisab kategooria käibemaksuprotsendi või, kui kategoorial seda pole, vaikimisi käibemaksu seade.',
      ),
    },
  },
  {
    id: 'vat_et',
    type: 'formula',
    input: null,
    texts: {
      en: noInput(
        'Estonian VAT',
        "Adds the category's Estonian VAT percent, or the default VAT setting when the category has none.",
      ),
      et: noInput(
        'Eesti käibemaks',
        'Lisab kategooria Eesti käibemaksuprotsendi või, kui kategoorial seda pole, vaikimisi käibemaksu seade.',
      ),
    },
  },
  {
    id: 'category_price_change',
    type: 'formula',
    input: null,
    texts: {
      en: noInput(
        'Category price change',
        "Applies the category's price change: a fixed amount (€) or a percent. Not set: the price stays the same.",
      ),
      et: noInput(
        'Kategooria hinnamuutus',
        'Rakendab kategooria hinnamuutust: kindel summa (€) või protsent. Kui see pole määratud, hind ei muutu.',
      ),
    },
  },
  {
    id: 'minimum',
    type: 'formula',
    input: 'minimum',
    texts: {
      en: {
        name: 'Minimum price',
        description: 'Raises the price to at least this amount.',
        inputLabel: 'Minimum (€)',
      },
      et: {
        name: 'Miinimumhind',
        description: 'Tõstab hinna vähemalt selle summani.',
        inputLabel: 'Miinimum (€)',
      },
    },
  },
  {
    id: 'maximum',
    type: 'formula',
    input: 'maximum',
    texts: {
      en: {
        name: 'Maximum price',
        description: 'Lowers the price to at most this amount.',
        inputLabel: 'Maximum (€)',
      },
      et: {
        name: 'Maksimumhind',
        description: 'Alandab hinna sellele summale, kui hind on sellest suurem.',
        inputLabel: 'Maksimum (€)',
      },
    },
  },
  {
    id: 'prepayment',
    type: 'formula',
    input: null,
    texts: {
      en: noInput(
        'Prepayment percent',
        'Adds the prepayment percent of the matching margin row (chosen as for the category margin). Row without a prepayment percent: the price stays the same.',
      ),
      et: noInput(
        'Ettemaksu protsent',
        'Lisab sobiva marginaalirea ettemaksuprotsendi (rida valitakse nagu kategooria marginaali puhul). Kui real seda pole, hind ei muutu.',
      ),
    },
  },
  {
    id: 'round_decimals',
    type: 'round',
    input: 'decimals',
    texts: {
      en: {
        name: 'Round to decimals',
        description: 'Rounds to N decimal places (0 to 4), halves up: 2 gives 12.35 from 12.345.',
        inputLabel: 'Decimal places',
      },
      et: {
        name: 'Ümarda komakohtadeni',
        description: 'Ümardab N komakohani (0 kuni 4), pool ülespoole: 2 annab 12,345-st 12,35.',
        inputLabel: 'Komakohti',
      },
    },
  },
  {
    id: 'round_up_whole',
    type: 'round',
    input: null,
    texts: {
      en: noInput(
        'Round up to a whole number',
        'Raises the price to the next whole number: 12.01 becomes 13.00.',
      ),
      et: noInput('Ümarda üles täisarvuni', 'Tõstab hinna järgmise täisarvuni: 12,01-st saab 13,00.'),
    },
  },
  {
    id: 'round_multiple',
    type: 'round',
    input: 'multiple',
    texts: {
      en: {
        name: 'Round to a multiple',
        description:
          'Rounds to the nearest multiple of N, halves up: with 0.05, 12.32 becomes 12.30; with 5, 12.50 becomes 15.00.',
        inputLabel: 'Multiple',
      },
      et: {
        name: 'Ümarda kordseni',
        description:
          'Ümardab lähima N-i kordseni, pool ülespoole: 0,05 puhul saab 12,32-st 12,30; 5 puhul 12,50-st 15,00.',
        inputLabel: 'Kordne',
      },
    },
  },
  {
    id: 'round_ending',
    type: 'round',
    input: 'ending',
    texts: {
      en: {
        name: 'Round up to an ending',
        description:
          'Raises the price to the next price with these cents: with .99, 12.20 becomes 12.99; with .90, 12.95 becomes 13.90.',
        inputLabel: 'Ending (e.g. .99)',
      },
      et: {
        name: 'Ümarda üles hinnalõpuni',
        description:
          'Tõstab hinna järgmise nende sentidega lõppeva hinnani: .99 puhul saab 12,20-st 12,99; .90 puhul 12,95-st 13,90.',
        inputLabel: 'Lõpp (nt .99)',
      },
    },
  },
];

const BY_ID = new Map<string, PriceRuleDefinition>(PRICE_RULE_CATALOGUE.map((d) => [d.id, d]));

/** Whether a string is a catalogue rule id. */
export function isPriceRuleId(id: unknown): id is PriceRuleId {
  return typeof id === 'string' && BY_ID.has(id);
}

/** The catalogue entry of a rule id, or undefined for an unknown id. */
export function priceRuleDefinition(id: string): PriceRuleDefinition | undefined {
  return BY_ID.get(id);
}

/** A rule as `GET /api/price-rules/list` serves it (SPEC §3 Price rule option). */
export const PriceRuleOptionSchema = z.object({
  /** Rule id (catalogue code). */
  id: z.enum(PRICE_RULE_IDS),
  /** Translated name. */
  name: z.string(),
  /** formula or round (the select groups by it). */
  type: z.enum(PRICE_RULE_TYPES),
  /** Translated help text. */
  description: z.string(),
  /** Translated input label ('' without input). */
  inputLabel: z.string(),
  /** Whether the rule takes an input. */
  hasInput: z.boolean(),
});
/** One row of the rule list. */
export type PriceRuleOption = z.infer<typeof PriceRuleOptionSchema>;

/** The catalogue in one language, as the rule list endpoint and the catalogue seed need it. */
export function priceRuleOptions(locale: Locale): PriceRuleOption[] {
  return PRICE_RULE_CATALOGUE.map((d) => ({
    id: d.id,
    name: d.texts[locale].name,
    type: d.type,
    description: d.texts[locale].description,
    inputLabel: d.texts[locale].inputLabel,
    hasInput: d.input !== null,
  }));
}
