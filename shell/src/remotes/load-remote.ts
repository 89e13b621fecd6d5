import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { z } from 'zod';
import { REMOTES, type RemoteName } from '@feedhub/contracts';

/** What every remote exposes as `./routes`: one component that renders the screen of a route name. */
export type RemoteScreens = ComponentType<{ route: string }>;

const ConfigSchema = z.object({ remotes: z.record(z.string(), z.string()) });
let registered: Promise<void> | undefined;

/** Registers the remotes /config.json names (their manifest URLs can change per deployment). */
function registerFromConfig(force: boolean): Promise<void> {
  registered ??= fetch('/config.json', { credentials: 'same-origin' })
    .then((res) => res.json())
    .then((json: unknown) => {
      const { remotes } = ConfigSchema.parse(json);
      registerRemotes(
        (Object.keys(REMOTES) as RemoteName[])
          .filter((name) => remotes[name])
          .map((name) => ({ name, entry: remotes[name] })),
        { force },
      );
    })
    .catch((error: unknown) => {
      registered = undefined;
      throw error;
    });
  return registered;
}

/** Loads a remote's screens; `retry` re-registers it first so a remote that came back is fetched anew. */
export async function loadRemoteScreens(remote: RemoteName, retry = false): Promise<RemoteScreens> {
  if (retry) registered = undefined;
  await registerFromConfig(retry);
  const module = await loadRemote<{ default: RemoteScreens }>(`${remote}/routes`);
  if (!module?.default) throw new Error(`Remote ${remote} did not expose its screens`);
  return module.default;
}
