/** @feedhub/remote-dev: the standalone development page of a remote (webpack serve), one for every remote. */
export * from './mount-remote-dev';
