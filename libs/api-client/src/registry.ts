import type { ApiClient } from './client';

let registered: ApiClient | undefined;

/** The shell registers its client once; remotes use the same one (this module is a shared singleton). */
export function registerApiClient(client: ApiClient): void {
  registered = client;
}

/** The client the shell registered. */
export function apiClient(): ApiClient {
  if (!registered)
    throw new Error('The API client is not registered yet: the shell registers it before rendering');
  return registered;
}
