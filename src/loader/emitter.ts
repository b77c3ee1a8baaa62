/** The event emitter for site owners' code, mirroring each event on `document`. */
import type { StorefrontEventMap, StorefrontEventName } from '../events';

export type Handler<K extends StorefrontEventName> = (detail: StorefrontEventMap[K]) => void;

export interface Emitter {
  on<K extends StorefrontEventName>(name: K, handler: Handler<K>): () => void;
  off<K extends StorefrontEventName>(name: K, handler: Handler<K>): void;
  emit<K extends StorefrontEventName>(name: K, detail: StorefrontEventMap[K]): void;
}

/**
 * Events for site owners' code, each also dispatched on `document` as `storefront:<name>`.
 * A throwing handler is reported and does not stop the others.
 */
export function createEmitter(target: EventTarget = document): Emitter {
  const handlers = new Map<StorefrontEventName, Set<Handler<never>>>();
  return {
    on(name, handler) {
      let set = handlers.get(name);
      if (!set) handlers.set(name, (set = new Set()));
      set.add(handler as Handler<never>);
      return () => set.delete(handler as Handler<never>);
    },
    off(name, handler) {
      handlers.get(name)?.delete(handler as Handler<never>);
    },
    emit(name, detail) {
      for (const handler of handlers.get(name) ?? []) {
        try {
          (handler as Handler<typeof name>)(detail);
        } catch (error) {
          console.error(`[storefront] a '${name}' handler threw`, error);
        }
      }
      target.dispatchEvent(new CustomEvent(`storefront:${name}`, { detail }));
    },
  };
}
