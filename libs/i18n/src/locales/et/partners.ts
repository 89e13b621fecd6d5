/** Estonian texts of the partners screens (mfe-partners), by key. */
export const partners = {};
