/** Akeneo refuses commas and semicolons in identifiers and trims blanks; 255 characters at most. */
const NOT_IN_IDENTIFIER = /[\s,;]+/g;
const MAX_IDENTIFIER = 255;

/**
 * The product's identifier in the PIM, stable and unique across partners (PIM.md §6 Idempotency): the
 * partner's PIM supplier code (else `p` + its id) and the supplier's product code, joined by `-`
 * ("ACME-12345"). Blanks, commas and semicolons become `_`. The code is unique within a partner and
 * never changes, so the same product always lands on the same PIM product. Two partners given the same
 * PIM supplier code would share the identifiers of equal product codes: each partner needs its own.
 */
export function exportIdentifier(
  partner: { id: number; pimSupplierCode: string | null },
  code: string,
): string {
  const supplier = partner.pimSupplierCode?.trim() || `p${partner.id}`;
  const identifier = `${supplier}-${code.trim()}`.replace(NOT_IN_IDENTIFIER, '_');
  return identifier.length > MAX_IDENTIFIER ? identifier.slice(0, MAX_IDENTIFIER) : identifier;
}
