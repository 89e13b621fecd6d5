/** Estonian texts of the partner categories, category mapping modal, export categories and stats screens. */
export const categories = {} as const;
