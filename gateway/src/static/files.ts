import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, normalize, resolve, sep } from 'node:path';

/** A file found under a root, with the stat it was found by (sendFile reuses it: one stat per request). */
export interface FoundFile {
  /** Its absolute path. */
  path: string;
  /** Its stat. */
  info: Stats;
}

/** The file under `root` that `urlPath` names, or null when it escapes root or does not exist. */
export async function resolveFile(root: string, urlPath: string): Promise<string | null> {
  return (await findFile(root, urlPath))?.path ?? null;
}

/** Like resolveFile, with the file's stat. */
export async function findFile(root: string, urlPath: string): Promise<FoundFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const base = resolve(root);
  const file = resolve(base, `.${normalize(`/${decoded}`)}`);
  if (file !== base && !file.startsWith(base + sep)) return null;
  try {
    const info = await stat(file);
    return info.isFile() ? { path: file, info } : null;
  } catch {
    return null;
  }
}

/** The built shell and remotes. */
export interface FrontendDirs {
  /** The shell's dist folder. */
  shell: string;
  /** Each remote's dist folder, by its name in `/remotes/<name>/`. */
  remotes: Record<string, string>;
}

/** Where the built frontends live under the repository root. */
export function frontendDirs(root: string): FrontendDirs {
  return {
    shell: join(root, 'shell', 'dist'),
    remotes: {
      partners: join(root, 'mfe-partners', 'dist'),
      export: join(root, 'mfe-export', 'dist'),
      settings: join(root, 'mfe-settings', 'dist'),
    },
  };
}
