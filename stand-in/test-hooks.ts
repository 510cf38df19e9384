// The tests' own calls, under /__ (never the backend's): what the shop sent, and switches for the cases a
// real backend reaches only by time or outage.
// GET /__calls, GET /__last-profile-update, GET /__password-resets, GET /__last-order, GET /__verifications,
// POST /__approve {email}, POST /__profiles {email, profile}, POST /__expire-tokens, POST /__restore-tokens,
// POST /__providers {online}, POST /__stock {sku, stockAvailable, of: 'variant' | 'product'} (the real seed sets
// no stock flag to false), POST /__record-orders-at {offsetCents} (the next wallet order recorded and charged that
// many cents off the shop's total).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { outOfStock, seedProducts } from './catalogue.ts';
import { rawBody, send } from './nest.ts';
import { lastOrder, recordNextWalletOrderOff } from './orders.ts';
import { setProvidersOnline } from './payments.ts';
import { refuseTokens } from './tokens.ts';
import { approveByEmail, lastProfileUpdate, passwordResets, presetProfile } from './users.ts';
import { verifications } from './wallet.ts';

/** Every backend call the shop made since the last GET /__calls. */
const calls: string[] = [];

export function recordCall(call: string): void {
  calls.push(call);
}

export async function testHook(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
  const hookJson = async () => JSON.parse((await rawBody(request)).toString('utf8') || '{}') as Record<string, unknown>;
  if (path === '/__calls') return send(response, 200, calls.splice(0));
  if (path === '/__last-profile-update') return send(response, 200, lastProfileUpdate ?? {});
  if (path === '/__password-resets') return send(response, 200, passwordResets);
  if (path === '/__last-order') return send(response, 200, lastOrder ?? {});
  if (path === '/__verifications') return send(response, 200, verifications);
  if (path === '/__expire-tokens' || path === '/__restore-tokens') {
    return send(response, 200, { tokensRefused: refuseTokens(path === '/__expire-tokens') });
  }
  const body = await hookJson();
  if (path === '/__record-orders-at') {
    if (!Number.isSafeInteger(body.offsetCents)) return send(response, 400, { message: 'offsetCents must be a whole number of cents' });
    return send(response, 200, { offsetCents: recordNextWalletOrderOff(body.offsetCents as number) });
  }
  if (path === '/__providers') return send(response, 200, { providersOnline: setProvidersOnline(body.online !== false) });
  if (path === '/__stock') {
    const product = seedProducts.find((candidate) => candidate.variants.some((variant) => variant.sku === body.sku));
    if (!product) return send(response, 404, { message: `No variant with SKU ${String(body.sku)}` });
    const [ids, id] = body.of === 'product' ? [outOfStock.products, product.id] : [outOfStock.variants, product.variants.find((variant) => variant.sku === body.sku)!.id];
    if (body.stockAvailable === false) ids.add(id);
    else ids.delete(id);
    return send(response, 200, { sku: body.sku, of: body.of === 'product' ? 'product' : 'variant', stockAvailable: body.stockAvailable !== false });
  }
  const email = body.email;
  if (typeof email !== 'string') return send(response, 400, { message: 'email is required' });
  if (path === '/__approve') {
    const approved = approveByEmail(email);
    return approved ? send(response, 200, approved) : send(response, 404, { message: `No profile for ${email}` });
  }
  if (path === '/__profiles') return send(response, 200, presetProfile(email, body.profile));
  return send(response, 404, { message: 'Not found' });
}
