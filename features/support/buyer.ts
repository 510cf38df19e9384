/**
 * The buyer's side of the shop as the screens drive it: the signed-in
 * session, the buyer's cart machine, the checkout machine the checkout page
 * opens, and the summaries the cart and checkout pages read. Steps act on
 * these and read them back; none of it decides a business rule.
 */
import assert from 'node:assert/strict';
import { createActor, waitFor, type ActorRefFrom } from 'xstate';
import type { BuyerServices } from '../../src/application/buyer-services';
import { checkoutMachineFor, checkoutStart } from '../../src/application/checkout/buyer-checkout';
import { cartSummary, summaryOf } from '../../src/application/checkout/checkout';
import type { UserProfile } from '../../src/domain/accounts/profile';
import type { Cart } from '../../src/domain/cart/cart';
import type { OrderSummary } from '../../src/domain/checkout/order-summary';
import { startDemoShop, type DemoShop } from './demo-shop';
import type { ShopWorld } from './world';

export type Checkout = ActorRefFrom<ReturnType<typeof checkoutMachineFor>>;

/** Who is signed in when a scenario names no buyer: the cart and the checkout are a signed-in buyer's. */
export const UNNAMED_BUYER = 'dealer@demo.test';

/** The shop on the demo backend, opened on first use with the deployment's shipping and the scenario's coupons. */
export function shop(world: ShopWorld): DemoShop {
  world.demoShop ??= startDemoShop(world.shippingPolicy, () => world.coupons);
  return world.demoShop;
}

export async function signIn(world: ShopWorld, email: string): Promise<void> {
  const { session } = shop(world).services;
  await waitFor(session, (s) => !s.matches('loading'));
  session.send({ type: 'SIGN_IN', email, password: 'Demo1234!' });
  await waitFor(session, (s) => s.matches('signedIn') || s.matches('signedOut'));
  assert.ok(session.getSnapshot().matches('signedIn'), `${email} could not sign in`);
}

export function signedInProfile(world: ShopWorld): UserProfile {
  const profile = shop(world).services.session.getSnapshot().context.profile;
  assert.ok(profile, 'the buyer is not signed in');
  return profile;
}

/** The signed-in buyer's services; when the scenario has signed nobody in, the unnamed buyer signs in first. */
export async function buyer(world: ShopWorld): Promise<BuyerServices> {
  const { session } = shop(world).services;
  await waitFor(session, (s) => !s.matches('loading'));
  if (!session.getSnapshot().matches('signedIn')) await signIn(world, UNNAMED_BUYER);
  return shop(world).services.buyer();
}

export async function cartItems(world: ShopWorld): Promise<Cart> {
  return (await buyer(world)).cart.getSnapshot().context.items;
}

/** The checkout page, opened once the cart is filled, from what the browser tab kept, as the page opens it. */
export async function openCheckout(world: ShopWorld): Promise<Checkout> {
  if (!world.checkout) {
    const { screenParts } = await buyer(world);
    world.checkout = createActor(checkoutMachineFor(screenParts), {
      input: {
        cart: await cartItems(world),
        profile: signedInProfile(world),
        shipping: shop(world).services.info.shipping,
        ...checkoutStart(screenParts),
      },
    });
    world.checkout.on('*', (event) => world.messages.push((event as { message: string }).message));
    world.checkout.start();
  }
  return world.checkout;
}

export function openedCheckout(world: ShopWorld): Checkout {
  assert.ok(world.checkout, 'the checkout page is not open');
  return world.checkout;
}

/** Waits until the checkout has heard back from every call under way (coupons, an order). */
export async function settled(actor: Checkout): Promise<void> {
  await waitFor(
    actor,
    (s) =>
      !s.matches({ coupons: 'loading' }) &&
      !s.matches({ coupon: 'validating' }) &&
      !s.matches({ order: 'placing' }) &&
      !s.matches({ order: 'findingUnansweredOrder' }),
  );
}

/** The buyer types a coupon code in the checkout's coupon box and presses Apply. */
export async function enterCoupon(world: ShopWorld, code: string): Promise<void> {
  const checkout = await openCheckout(world);
  await settled(checkout);
  checkout.send({ type: 'COUPON_INPUT', value: code });
  checkout.send({ type: 'APPLY_COUPON' });
  await settled(checkout);
}

/** The summary the buyer is looking at: the checkout page's once it is open, the cart page's before. */
export async function summaryShown(world: ShopWorld): Promise<OrderSummary> {
  if (world.checkout) {
    await settled(world.checkout);
    return summaryOf(world.checkout.getSnapshot().context);
  }
  return cartSummary(await cartItems(world), shop(world).services.info.shipping);
}
