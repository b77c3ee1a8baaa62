/** Tests of the event emitter: handlers, `storefront:` events on document, unsubscribing. */
import { describe, expect, it, vi } from 'vitest';
import { createEmitter } from './emitter';

describe('the event emitter', () => {
  it('calls handlers and mirrors each event as a storefront: CustomEvent on document', () => {
    const emitter = createEmitter();
    const handler = vi.fn();
    const domHandler = vi.fn((event: Event) => (event as CustomEvent).detail);
    emitter.on('cart-loading', handler);
    document.addEventListener('storefront:cart-loading', domHandler);
    emitter.emit('cart-loading', {});
    expect(handler).toHaveBeenCalledWith({});
    expect(domHandler).toHaveReturnedWith({});
    document.removeEventListener('storefront:cart-loading', domHandler);
  });

  it('stops calling a handler after off() or its unsubscribe function', () => {
    const emitter = createEmitter();
    const a = vi.fn();
    const b = vi.fn();
    const unsubscribe = emitter.on('cart-loading', a);
    emitter.on('cart-loading', b);
    unsubscribe();
    emitter.off('cart-loading', b);
    emitter.emit('cart-loading', {});
    expect(a).not.toHaveBeenCalled();
    expect(b).not.toHaveBeenCalled();
  });

  it('keeps calling the other handlers when one throws', () => {
    const emitter = createEmitter();
    const after = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    emitter.on('cart-loading', () => {
      throw new Error('site code bug');
    });
    emitter.on('cart-loading', after);
    emitter.emit('cart-loading', {});
    expect(after).toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
