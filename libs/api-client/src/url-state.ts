import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** How a screen's values are read from and written to its URL. */
export interface UrlCodec<S> {
  /** Reads the values (a bad value falls back to its default). */
  parse(params: URLSearchParams): S;
  /** Writes them (defaults left out). */
  toParams(search: S): URLSearchParams;
}

/** Options of a URL change. */
export interface UrlUpdateOptions {
  /** Replaces the history entry instead of pushing one. */
  replace?: boolean;
}

/**
 * A screen's values kept in its URL, and a setter that patches them.
 *
 * Why not react-router's functional `setSearchParams`: it patches the search params of the last
 * committed render. React Router runs navigations as transitions, so on a busy machine a second
 * click (Reset, then a column header) can land before the first one's render commits, and its patch
 * would bring back the filters Reset cleared. The setter here patches the URL it last asked for.
 */
export function useUrlState<S>(codec: UrlCodec<S>) {
  const [params, setParams] = useSearchParams();
  // The URL last asked for: the rendered one, unless a change asked since is still on its way.
  const latest = useRef(params);
  const rendered = useRef(params);
  if (rendered.current !== params) {
    rendered.current = params;
    latest.current = params;
  }
  const search = useMemo(() => codec.parse(params), [codec, params]);
  const update = useCallback(
    (patch: Partial<S>, options: UrlUpdateOptions = {}) => {
      const next = codec.toParams({ ...codec.parse(latest.current), ...patch });
      latest.current = next;
      setParams(next, options);
    },
    [codec, setParams],
  );
  return { search, update };
}
