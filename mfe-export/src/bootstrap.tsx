// Built as a remote, this entry only makes the remote's chunks load; the shell mounts the screens.
export {};
