/** A name no other test uses (tests make their own data and never share fixed names). */
export function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A random byte (for addresses a test makes up). */
export const randomByte = (): number => 1 + Math.floor(Math.random() * 254);
