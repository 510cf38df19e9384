// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../src/application/shared/backend-error';
import type { UserProfile } from '../../src/domain/accounts/profile';
// Lazy chunks: in the module cache, they show without waiting on the file system.
import '../../src/ui/account/LoginPage';
import '../../src/ui/shell/AccountReviewNotice';
import { aProfile } from './support/fixtures';
import { renderApp } from './support/render-app';

const REVIEW_TEXT =
  'Your account is under review by our admin team. You will be able to log in once your account has been approved.';

async function openLogin(options: Parameters<typeof renderApp>[1] = {}) {
  const app = renderApp('/login', options);
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  return app;
}

const emailField = () => screen.getByRole('textbox', { name: 'Email' });
const passwordField = () => screen.getByLabelText(/^Password/);

describe('login page (spec §2 Login, §5)', () => {
  it('asks for the sign-in service as it opens, so Sign in need not wait for it', async () => {
    const { prepareSignIn } = await openLogin();
    // An effect: it runs once the page has painted.
    await waitFor(() => expect(prepareSignIn).toHaveBeenCalled());
  });

  it('asks for an email in an email-type field and a password, both required: nothing is sent without them', async () => {
    const { user, signIn } = await openLogin({ signIn: async (email) => ({ uid: 'u-1', email }) });
    const [email, password] = [emailField(), passwordField()];
    const submit = screen.getByRole('button', { name: 'Sign in' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toBeRequired();

    await user.click(submit);
    expect(email).toBeInvalid();
    await user.type(email, 'dana@fields.example');
    await user.click(submit);
    expect(password).toBeInvalid();
    expect(signIn).not.toHaveBeenCalled();

    await user.type(password, 'Lantern-Path-42');
    await user.click(submit);
    await waitFor(() => expect(signIn).toHaveBeenCalledWith('dana@fields.example', 'Lantern-Path-42'));
  });

  it('shows and hides the password with its toggle', async () => {
    const { user } = await openLogin();
    await user.type(passwordField(), 'Lantern-Path-42');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordField()).toHaveAttribute('type', 'text');
    expect(passwordField()).toHaveValue('Lantern-Path-42');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });

  it('links to Forgot password and to Create an account', async () => {
    const { user, location } = await openLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    await waitFor(() => expect(location()).toBe('/register'));
  });

  it('wrong credentials say so once, inline (no toast as well), and what was typed stays', async () => {
    const { user } = await openLogin({
      signIn: async () => {
        throw new BackendError('unauthorized', 'auth/invalid-credential');
      },
    });
    await user.type(emailField(), 'dana@fields.example');
    await user.type(passwordField(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to sign in. Please check your credentials.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText('Failed to log in. Please check your credentials.')).not.toBeInTheDocument();
    expect(emailField()).toHaveValue('dana@fields.example');
    expect(passwordField()).toHaveValue('wrong');
  });
});

const realSetTimeout = globalThis.setTimeout;
/** The page's one dialog (a role query over the whole page is too slow to poll in jsdom). */
const reviewNotice = () => document.querySelector<HTMLElement>('[role="dialog"]');

/**
 * Under fake timers: waits, on the real clock, until `find` finds something. React and the lazy
 * notice need turns of the event loop, not time on the test's clock.
 */
async function shown<T>(find: () => T | null): Promise<T> {
  for (let tries = 0; tries < 100; tries += 1) {
    await act(() => vi.advanceTimersByTimeAsync(0));
    const found = find();
    if (found) return found;
    await new Promise((resolve) => realSetTimeout(resolve, 30));
  }
  throw new Error('never shown');
}

describe('the Account Under Review notice (spec §4)', () => {
  it('shows its text for 10 s without signing out, then closes by itself with no click, signs out, and goes home 2 s later', async () => {
    let answerProfile: (profile: UserProfile) => void = () => undefined;
    // One answer for every call: "Signing in..." shows before the profile is asked for.
    const profileAnswer = new Promise<UserProfile>((resolve) => (answerProfile = resolve));
    const { user, signOut, location } = await openLogin({
      signIn: async (email) => ({ uid: 'u-pending', email }),
      getProfile: () => profileAnswer,
    });
    await user.type(emailField(), 'morgan.lee@glowyards.example');
    await user.type(passwordField(), 'Lantern-Path-42');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled());

    // The clock is the test's from the moment the unapproved profile arrives.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      answerProfile(aProfile('DEALER', { id: 'u-pending', email: 'morgan.lee@glowyards.example', approved: false }));
      const notice = await shown(reviewNotice);
      expect(notice).toHaveAccessibleName('Account Under Review');
      expect(notice).toHaveAccessibleDescription(REVIEW_TEXT);
      expect(within(notice).getByRole('button', { name: 'Understood' })).toBeInTheDocument();

      await act(() => vi.advanceTimersByTimeAsync(9_999));
      expect(reviewNotice()).toBe(notice);
      expect(signOut).not.toHaveBeenCalled();

      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(reviewNotice()).toBeNull();
      expect(signOut).toHaveBeenCalledTimes(1);
      expect(location()).toBe('/login');

      await act(() => vi.advanceTimersByTimeAsync(2_000));
      expect(location()).toBe('/');
    } finally {
      vi.useRealTimers();
    }
  });
});
