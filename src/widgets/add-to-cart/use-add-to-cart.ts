import { useCallback, useEffect, useRef, useState } from 'react';
import type { Runtime } from '../../runtime/runtime';
import { announce } from '../shared/announce';
import { addItem, type AddItemInput } from './add-item';
import { TIMING } from './timings';

/**
 * idle -> adding -> (1 s) added -> (2 s) idle; a refusal shows its message and returns to idle
 * after 1 s; a listing button for a product with options reads 'Select Option' for 2 s.
 */
export type Phase = 'idle' | 'adding' | 'added' | 'failed' | 'select-option';

export interface AddToCart {
  phase: Phase;
  /** The refusal being shown, until the shopper dismisses it. */
  error: string | undefined;
  dismissError: () => void;
  /** Starts an add; ignored unless idle. */
  press: () => void;
}

export function useAddToCart(runtime: Runtime, readInput: () => AddItemInput): AddToCart {
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string>();
  const phaseRef = useRef<Phase>('idle');
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const go = useCallback((next: Phase, afterMs = 0) => {
    const apply = () => {
      phaseRef.current = next;
      setPhase(next);
    };
    if (afterMs === 0) apply();
    else timers.current.push(setTimeout(apply, afterMs));
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const press = useCallback(() => {
    if (phaseRef.current !== 'idle') return;
    go('adding');
    const input = readInput();
    void addItem(input, runtime).then((outcome) => {
      switch (outcome.kind) {
        case 'added':
          timers.current.push(
            setTimeout(() => {
              go('added');
              announce(runtime.messages.added);
            }, TIMING.addedDelay),
          );
          go('idle', TIMING.addedDelay + TIMING.addedHold);
          break;
        case 'select-option':
          go('select-option');
          go('idle', TIMING.selectOptionRevert);
          break;
        case 'refused':
          go('failed');
          setError(outcome.message);
          runtime.emit('add-to-cart-failed', { itemId: input.itemId, message: outcome.message });
          go('idle', TIMING.errorReset);
          break;
      }
    });
  }, [go, readInput, runtime]);

  return { phase, error, dismissError: useCallback(() => setError(undefined), []), press };
}
