import { useCallback, useEffect, useRef, useState } from 'react';
import type { AddEntryResponse } from '../../api/schemas';
import type { Runtime } from '../../runtime/runtime';
import { announce } from '../shared/announce';
import {
  addItem,
  addLine,
  type AddItemInput,
  type AddOutcome,
  type ValidatedLine,
} from './add-item';
import { navigate } from './navigate';
import { TIMING } from './timings';

/**
 * idle -> adding -> (1 s) added -> (2 s) idle; a refusal shows its message and returns to idle
 * after 1 s; a listing button for a product with options reads 'Select Option' for 2 s. A
 * sold-out product rests in 'sold-out' until its stock returns.
 */
export type Phase = 'idle' | 'adding' | 'added' | 'failed' | 'select-option' | 'sold-out';

export interface AddToCart {
  phase: Phase;
  /** The refusal being shown, until the shopper dismisses it. */
  error: string | undefined;
  dismissError: () => void;
  /** Starts an add; ignored unless idle. */
  press: () => void;
  /** The validated line waiting for the extra-fields form, while it is open. */
  pendingForm: ValidatedLine | undefined;
  /** Adds the pending line with the form's values (JSON text). */
  submitForm: (additionalFields: string) => void;
  cancelForm: () => void;
  /** Marks the product sold out, or back in stock. */
  setSoldOut: (soldOut: boolean) => void;
}

export interface AddToCartHooks {
  /** Called after a successful add (popover, tracking). */
  onAdded?: (response: AddEntryResponse, leaving: boolean) => void;
}

export function useAddToCart(
  runtime: Runtime,
  readInput: () => AddItemInput,
  initiallySoldOut: boolean,
  hooks: AddToCartHooks = {},
): AddToCart {
  const initial: Phase = initiallySoldOut ? 'sold-out' : 'idle';
  const [phase, setPhase] = useState<Phase>(initial);
  const [error, setError] = useState<string>();
  const [pendingForm, setPendingForm] = useState<ValidatedLine>();
  const phaseRef = useRef<Phase>(initial);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const hooksRef = useRef(hooks);
  hooksRef.current = hooks;

  const go = useCallback((next: Phase, afterMs = 0) => {
    const apply = () => {
      // A timer of an earlier add must not wake a button that has since sold out.
      if (phaseRef.current === 'sold-out' && next === 'idle') return;
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

  const settle = useCallback(
    (itemId: string, outcome: AddOutcome) => {
      switch (outcome.kind) {
        case 'added':
          try {
            hooksRef.current.onAdded?.(outcome.response, false);
          } catch (error) {
            // Tracking and the popover must never break the button.
            console.warn('[storefront] after-add hook failed', error);
          }
          timers.current.push(
            setTimeout(() => {
              go('added');
              announce(runtime.messages.added);
            }, TIMING.addedDelay),
          );
          go('idle', TIMING.addedDelay + TIMING.addedHold);
          break;
        case 'redirect':
          if (outcome.response) {
            try {
              hooksRef.current.onAdded?.(outcome.response, true);
            } catch (error) {
              console.warn('[storefront] after-add hook failed', error);
            }
          }
          navigate(outcome.url);
          break;
        case 'form':
          setPendingForm(outcome.line);
          break;
        case 'select-option':
          go('select-option');
          go('idle', TIMING.selectOptionRevert);
          break;
        case 'refused':
          go('failed');
          setError(outcome.message);
          runtime.emit('add-to-cart-failed', { itemId, message: outcome.message });
          go(outcome.soldOut ? 'sold-out' : 'idle', TIMING.errorReset);
          break;
      }
    },
    [go, runtime],
  );

  const inputRef = useRef(readInput);
  inputRef.current = readInput;

  const press = useCallback(() => {
    if (phaseRef.current !== 'idle') return;
    go('adding');
    const input = inputRef.current();
    void addItem(input, runtime).then((outcome) => settle(input.button.itemId, outcome));
  }, [go, runtime, settle]);

  const submitForm = useCallback(
    (additionalFields: string) => {
      if (!pendingForm) return;
      const { button } = inputRef.current();
      setPendingForm(undefined);
      void addLine(pendingForm, additionalFields, button, runtime).then((outcome) =>
        settle(button.itemId, outcome),
      );
    },
    [pendingForm, runtime, settle],
  );

  const cancelForm = useCallback(() => {
    setPendingForm(undefined);
    go('idle');
  }, [go]);

  const setSoldOut = useCallback((soldOut: boolean) => {
    if (soldOut) {
      if (phaseRef.current !== 'idle') return;
      phaseRef.current = 'sold-out';
      setPhase('sold-out');
    } else if (phaseRef.current === 'sold-out') {
      phaseRef.current = 'idle';
      setPhase('idle');
    }
  }, []);

  return {
    phase,
    error,
    dismissError: useCallback(() => setError(undefined), []),
    press,
    pendingForm,
    submitForm,
    cancelForm,
    setSoldOut,
  };
}
