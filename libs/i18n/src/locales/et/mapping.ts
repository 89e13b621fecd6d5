/** Estonian texts of the partner attributes, attribute mapping modal, zero amounts and PIM category mapping screens. */
export const mapping = {} as const;
