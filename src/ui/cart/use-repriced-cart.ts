import { useSelector } from '@xstate/react';
import { useDeferredValue, useEffect, useState } from 'react';
import { cartPricingMessages } from '../../application/cart/cart-pricing';
import type { Cart } from '../../domain/cart/cart';
import { useSession } from '../app/services-context';
import { useBuyerServices } from '../shared/use-buyer-services';

/**
 * `repricing`: the first check of today's prices is under way (the screen waits);
 * `ready`: the lines carry today's prices for the buyer's role;
 * `stale`: the check failed, so the prices stored with the lines are shown.
 */
/** Said quietly when today's prices could not be checked. */
export const STALE_PRICES_NOTE =
  "We couldn't check today's prices just now; the prices shown are those from when the items were added.";

export type RepriceStatus = 'repricing' | 'ready' | 'stale';

/** How the check of today's prices stands. */
export interface CartRepricing {
  readonly status: RepriceStatus;
  /** 'No longer available, removed from your cart: …' when lines were taken out, else null. */
  readonly unavailableMessage: string | null;
}

export interface RepricedCartView extends CartRepricing {
  readonly items: Cart;
}

/**
 * The cart's lines repriced at today's prices for the signed-in buyer's role (cart and
 * checkout). A cart keeps the price seen when a line was added; on opening,
 * the lines are repriced and any no longer sold are removed, by name.
 * Follows the check alone, not each change of the lines: the cart screen's parts follow those themselves.
 */
export function useCartRepricing(): CartRepricing {
  const { cart, repriceCart } = useBuyerServices();
  const { profile } = useSession();
  const role = profile?.role ?? null;
  const [status, setStatus] = useState<RepriceStatus>(() =>
    cart.getSnapshot().context.items.length > 0 ? 'repricing' : 'ready',
  );
  const [unavailableMessage, setUnavailableMessage] = useState<string | null>(null);
  // A change to the cart while the prices were being checked asks for a fresh check.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (role === null) return;
    const start = cart.getSnapshot().context.items;
    if (start.length === 0) {
      setStatus('ready');
      return;
    }
    let current = true;
    repriceCart(start, role).then(
      (result) => {
        if (!current) return;
        if (cart.getSnapshot().context.items !== start) {
          setAttempt((count) => count + 1);
          return;
        }
        cart.send({ type: 'REPRICE', items: result.items });
        const names = [...new Set(result.unavailable.map((item) => item.name))];
        if (names.length > 0) setUnavailableMessage(cartPricingMessages.unavailable(names));
        setStatus('ready');
      },
      () => {
        if (current) setStatus('stale');
      },
    );
    return () => {
      current = false;
    };
  }, [cart, repriceCart, role, attempt]);

  // The lines (or the checkout's form) replace the wait as a transition: the cart's store updates synchronously,
  // and drawing the whole screen in that one task blocked the page for 280 ms at 4x CPU.
  const shownStatus = useDeferredValue(status);
  return { status: shownStatus, unavailableMessage };
}

/** The cart at today's prices, with its lines (the checkout). */
export function useRepricedCart(): RepricedCartView {
  const { cart } = useBuyerServices();
  const items = useSelector(cart, (snapshot) => snapshot.context.items);
  return { ...useCartRepricing(), items };
}
