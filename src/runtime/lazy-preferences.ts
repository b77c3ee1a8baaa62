/** The runtime's commerce preferences behind a lazy import: their schemas and calls load on the first read or write, not with every page's runtime. */
import type { CommercePreferences, PreferencesDeps } from '../api/commerce-preferences';

export function lazyPreferences(deps: PreferencesDeps): CommercePreferences {
  let preferences: Promise<CommercePreferences> | undefined;
  const load = () =>
    (preferences ??= import('../api/commerce-preferences').then(({ createCommercePreferences }) =>
      createCommercePreferences(deps),
    ));
  return {
    get: async (namespace) => (await load()).get(namespace),
    save: async (namespace, values) => (await load()).save(namespace, values),
    // Nothing is cached before the first read; a read in flight is cleared once it has loaded.
    clear: () => void preferences?.then((loaded) => loaded.clear()),
  };
}
