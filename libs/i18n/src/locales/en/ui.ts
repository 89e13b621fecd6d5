/** English UI strings (owned by the frontend). */
export const ui = {} as const;
