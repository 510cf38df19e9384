// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackendError } from '../../src/application/shared/backend-error';
import { renderApp } from './support/render-app';

const NEUTRAL = 'If an account exists with this email, you will receive password reset instructions.';
const FAILED = 'Failed to send password reset email. Please try again.';

const openPage = async (options: Parameters<typeof renderApp>[1] = {}) => {
  const app = renderApp('/forgot-password', options);
  await screen.findByRole('heading', { level: 1, name: 'Reset Password' });
  return app;
};
const emailField = () => screen.getByRole('textbox', { name: /^Email/ });

describe('forgot password', () => {
  it('sends the reset for the trimmed email, says so neutrally and toasts', async () => {
    const { user, sendPasswordReset } = await openPage();
    await user.type(emailField(), ' dana@glow.example ');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText(NEUTRAL)).toBeInTheDocument();
    expect(screen.getByText('Password reset email sent successfully')).toBeInTheDocument();
    expect(sendPasswordReset).toHaveBeenCalledWith('dana@glow.example');
    expect(screen.queryByRole('textbox', { name: /^Email/ })).not.toBeInTheDocument();
  });

  it('Try another email brings the form back, empty and focused', async () => {
    const { user } = await openPage();
    await user.type(emailField(), 'dana@glow.example');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await user.click(await screen.findByRole('button', { name: 'Try another email' }));

    expect(emailField()).toHaveValue('');
    await waitFor(() => expect(emailField()).toHaveFocus());
    expect(screen.queryByText(NEUTRAL)).not.toBeInTheDocument();
  });

  it('on failure says so inline and in a toast, and keeps the email', async () => {
    const { user } = await openPage({
      sendPasswordReset: async () => {
        throw new BackendError('http', 'POST /user/forgot-password failed', 500);
      },
    });
    await user.type(emailField(), 'dana@glow.example');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    await waitFor(() => expect(screen.getAllByText(FAILED)).toHaveLength(2));
    // Inline and in the toast, the failure is an alert: a screen reader announces it.
    for (const message of screen.getAllByText(FAILED)) expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(emailField()).toHaveValue('dana@glow.example');
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
    expect(screen.queryByText(NEUTRAL)).not.toBeInTheDocument();
  });

  it('disables Send Reset Link while sending', async () => {
    let finish: () => void = () => undefined;
    const { user, sendPasswordReset } = await openPage({
      sendPasswordReset: () => new Promise<void>((resolve) => (finish = resolve)),
    });
    await user.type(emailField(), 'dana@glow.example');
    await user.dblClick(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeDisabled();
    expect(sendPasswordReset).toHaveBeenCalledTimes(1);
    finish();
    expect(await screen.findByText(NEUTRAL)).toBeInTheDocument();
  });

  it('links to sign in and to register', async () => {
    await openPage();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });
});
