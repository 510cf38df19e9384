import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { TextInput } from '../shared/TextInput';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { accountMessages } from '../../application/profile/account.messages';
import { useServices } from '../app/services-context';
import { usePageTitle } from '../shared/use-page-title';

type Phase = 'form' | 'sending' | 'sent';

/** Spec §2 Forgot password: the backend emails a reset link; the answer never says whether the account exists. */
export function ForgotPasswordPage() {
  const { account, notify } = useServices();
  const [email, setEmail] = useState('');
  const [phase, setPhase] = useState<Phase>('form');
  const [error, setError] = useState<string | null>(null);
  // Focus follows the switch between form and confirmation, so keyboard and screen-reader users are not lost.
  const [moveFocus, setMoveFocus] = useState(false);
  const confirmation = useRef<HTMLDivElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  usePageTitle('Reset Password');

  useEffect(() => {
    if (!moveFocus) return;
    (phase === 'sent' ? confirmation.current : emailInput.current)?.focus();
    setMoveFocus(false);
  }, [moveFocus, phase]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (phase === 'sending') return;
    setPhase('sending');
    setError(null);
    try {
      await account.sendPasswordReset(email);
      notify.success(accountMessages.resetSent);
      setPhase('sent');
      setMoveFocus(true);
    } catch {
      notify.error(accountMessages.resetFailed);
      setError(accountMessages.resetFailed);
      setPhase('form');
    }
  }

  function tryAnother() {
    setEmail('');
    setPhase('form');
    setMoveFocus(true);
  }

  return (
    <Box sx={{ maxWidth: 440, mx: 'auto', py: { xs: 2, md: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h1" sx={{ mb: 0.5 }}>
          Reset Password
        </Typography>
        {phase === 'sent' ? (
          <Box ref={confirmation} tabIndex={-1} sx={{ outline: 'none', mt: 2 }}>
            <Alert severity="success" role="status">
              {accountMessages.resetNeutral}
            </Alert>
            <Link component="button" type="button" onClick={tryAnother} sx={{ mt: 2 }}>
              Try another email
            </Link>
          </Box>
        ) : (
          <>
            <Typography color="textSecondary" sx={{ mb: 3 }}>
              Enter the email address of your account and we will send you a link to reset your password.
            </Typography>
            {error && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {error}
              </Alert>
            )}
            <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
              <TextInput
                label="Email"
                type="email"
                name="email"
                autoComplete="email"
                required
                inputRef={emailInput}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
              <Button type="submit" variant="contained" size="large" disabled={phase === 'sending'}>
                Send Reset Link
              </Button>
            </Box>
          </>
        )}
        <Box sx={{ mt: 3, display: 'grid', gap: 1, textAlign: 'center' }}>
          <Typography variant="body2">
            Remembered it?{' '}
            <Link component={RouterLink} to="/login">
              Back to sign in
            </Link>
          </Typography>
          <Typography variant="body2">
            New to Lumen Trade?{' '}
            <Link component={RouterLink} to="/register">
              Create an account
            </Link>
          </Typography>
        </Box>
      </Paper>
    </Box>
  );
}
