import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Runtime plugin: a remote that fails to load is logged and its error passed on, so the page area
 * shows an error with Retry while the shell keeps working (never a blank app).
 */
export default function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'feedhub-remote-error',
    async errorLoadRemote({ id, error }) {
      console.error(`Remote ${id} failed to load`, error);
      throw error instanceof Error ? error : new Error(`Remote ${id} failed to load`);
    },
  };
}
