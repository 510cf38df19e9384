import { touchTargetSx } from '../shared/touch-target';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { TextInput } from '../shared/TextInput';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Link as RouterLink } from 'react-router-dom';
import { useServices, useSession } from '../app/services-context';
import { usePageTitle } from '../shared/use-page-title';

function DemoAccounts({ onPick }: { onPick: (email: string) => void }) {
  const { info } = useServices();
  if (info.backend !== 'demo' || info.demoAccounts.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3, bgcolor: '#f8fafc' }} component="section" aria-labelledby="demo-title">
      <Typography id="demo-title" variant="h3" component="h2" sx={{ fontSize: '1rem', mb: 1 }}>
        Demo accounts
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Password for each: <strong>{info.demoPassword}</strong>
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {info.demoAccounts.map((account) => (
          <li key={account.email}>
            <Link component="button" type="button" onClick={() => onPick(account.email)} variant="body2" sx={touchTargetSx}>
              {account.email}
            </Link>
            <Typography component="span" variant="body2" color="textSecondary">
              {' '}
              – {account.note}
            </Typography>
          </li>
        ))}
      </Box>
    </Paper>
  );
}

export function LoginPage() {
  const { session, info, prepareSignIn } = useServices();
  const { status } = useSession();
  const signInError = useSelector(session, (snapshot) => snapshot.context.signInError);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const busy = status === 'signingIn';
  const error = attempted && !busy ? signInError : null;
  usePageTitle('Sign in');
  useEffect(prepareSignIn, [prepareSignIn]);

  // The session signs in, loads the profile and toasts; the route guard then moves on.
  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    session.send({ type: 'SIGN_IN', email: email.trim(), password });
  }

  return (
    <Box sx={{ maxWidth: 440, mx: 'auto', py: { xs: 2, md: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h1" sx={{ mb: 0.5 }}>
          Sign in
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          Trade accounts see their own prices and can order on account.
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
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextInput
            label="Password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={showPassword ? 'Hide password' : 'Show password'}
                      onClick={() => setShowPassword((shown) => !shown)}
                      edge="end"
                    >
                      {showPassword ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          <Box sx={{ textAlign: 'right', mt: -1 }}>
            <Link component={RouterLink} to="/forgot-password" variant="body2" sx={touchTargetSx}>
              Forgot password?
            </Link>
          </Box>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? 'Signing in...' : 'Sign in'}
          </Button>
        </Box>
        <Typography variant="body2" sx={{ mt: 2.5, textAlign: 'center' }}>
          New to Lumen Trade?{' '}
          <Link component={RouterLink} to="/register" sx={touchTargetSx}>
            Create an account
          </Link>
        </Typography>
        {info.backend === 'demo' && (
          <DemoAccounts
            onPick={(picked) => {
              setEmail(picked);
              setPassword(info.demoPassword ?? '');
            }}
          />
        )}
      </Paper>
    </Box>
  );
}
