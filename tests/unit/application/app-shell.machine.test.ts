import { describe, expect, it } from 'vitest';
import { isMidPayment, offersNewVersion, startAppShell } from '../../../src/application/app-shell/app-shell.machine';
import { fakeAppShell } from '../../support/fake-app-shell';

describe('the app shell: connection and new versions', () => {
  it('starts from what the device says, and follows every change of connection', () => {
    const device = fakeAppShell({ online: false });
    const shell = startAppShell(device, '/');
    expect(shell.getSnapshot().matches({ connection: 'offline' })).toBe(true);
    device.goOnline();
    expect(shell.getSnapshot().matches({ connection: 'online' })).toBe(true);
    device.goOffline();
    expect(shell.getSnapshot().matches({ connection: 'offline' })).toBe(true);
  });

  it('a call that could not reach the backend while online has the connection checked; while offline it is checked already', () => {
    const device = fakeAppShell();
    const shell = startAppShell(device, '/cart');
    shell.send({ type: 'BACKEND_UNREACHABLE' });
    expect(device.checks).toBe(1);
    device.goOffline();
    shell.send({ type: 'BACKEND_UNREACHABLE' });
    expect(device.checks).toBe(1);
  });

  it('a report of the connection it already has changes nothing', () => {
    const shell = startAppShell(fakeAppShell({ online: false }), '/');
    shell.send({ type: 'CONNECTION_CHANGED', online: false });
    expect(shell.getSnapshot().matches({ connection: 'offline' })).toBe(true);
    shell.send({ type: 'CONNECTION_CHANGED', online: true });
    shell.send({ type: 'CONNECTION_CHANGED', online: true });
    expect(shell.getSnapshot().matches({ connection: 'online' })).toBe(true);
  });

  it('offers a waiting version, and switches to it only when the buyer chooses Reload', async () => {
    const device = fakeAppShell();
    const shell = startAppShell(device, '/products');
    expect(offersNewVersion(shell.getSnapshot())).toBe(false);
    device.newVersionArrives();
    expect(offersNewVersion(shell.getSnapshot())).toBe(true);
    expect(device.switches).toBe(0);
    shell.send({ type: 'RELOAD_CHOSEN' });
    expect(shell.getSnapshot().matches({ version: 'switching' })).toBe(true);
    await Promise.resolve();
    expect(device.switches).toBe(1);
  });

  it.each(['/checkout', '/credit-payment', '/success', '/cancel'])('never offers it, nor switches, on %s', (path) => {
    const device = fakeAppShell();
    const shell = startAppShell(device, '/cart');
    device.newVersionArrives();
    shell.send({ type: 'PAGE_SHOWN', path });
    expect(offersNewVersion(shell.getSnapshot())).toBe(false);
    shell.send({ type: 'RELOAD_CHOSEN' });
    expect(shell.getSnapshot().matches({ version: 'waiting' })).toBe(true);
    expect(device.switches).toBe(0);
    // Back away from paying, the offer returns.
    shell.send({ type: 'PAGE_SHOWN', path: '/cart' });
    expect(offersNewVersion(shell.getSnapshot())).toBe(true);
  });

  it.each([
    ['/checkout', true],
    ['/checkout/', true],
    ['/success/cs_1', true],
    ['/orders/success/', false],
    ['/credit-payment', true],
    ['/success', true],
    ['/cancel', true],
    ['/cart', false],
    ['/checkouts', false],
    ['/orders/ORD-1', false],
    ['/', false],
  ])('%s is in the middle of paying: %s', (path, midPayment) => {
    expect(isMidPayment(path)).toBe(midPayment);
  });
});
