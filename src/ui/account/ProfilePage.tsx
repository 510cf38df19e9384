import { touchTargetSx } from '../shared/touch-target';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { Skeleton } from '../shared/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { accountMessages } from '../../application/profile/account.messages';
import { dateInputValue, isoBirthDate } from '../../domain/accounts/birth-date';
import { displayName, type UserProfile } from '../../domain/accounts/profile';
import { roleLabel } from '../../domain/accounts/role';
import { formatMoney, isZero } from '../../domain/shared/money';
import { useServices, useSession } from '../app/services-context';
import { WalletFigure, WalletReadFailure } from '../shared/WalletFigure';
import { usePageTitle } from '../shared/use-page-title';
import { longUtcDate } from '../shared/readable-dates';
import { PricesAsOf } from '../shared/PricesAsOf';
import { LogoutButton } from './LogoutButton';

// Its own chunk, loaded within the page: the orders (and the buyer's services) never hold up the profile.
const RecentOrders = lazy(async () => ({ default: (await import('../orders/RecentOrders')).RecentOrders }));

function readableBirthDate(birthDate: string): string {
  const iso = isoBirthDate(dateInputValue(birthDate));
  // In UTC: a birth date is a calendar day, and local time would show the day before west of Greenwich.
  return iso ? longUtcDate(new Date(iso)) : '';
}

/** "Austin, TX 78701": the parts that are known. */
function placeLine(city: string, state: string, zip = ''): string {
  return [[city, state].filter(Boolean).join(', '), zip].filter(Boolean).join(' ');
}

/** A link needs a scheme; "glow.example" is a web address, and anything else (javascript:) is not followed. */
function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

const VISUALLY_HIDDEN = {
  position: 'absolute',
  // In sx, 1 would mean 100%.
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Label and value pairs; a row without a value is left out unless `always`. */
function Details({ rows }: { rows: ReadonlyArray<{ label: string; value: ReactNode; always?: boolean }> }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1 },
      }}
    >
      {rows
        .filter((row) => row.always || row.value)
        .map((row) => (
          <Box key={row.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="textSecondary">
              {row.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1.25, sm: 0 }, overflowWrap: 'anywhere' }}>
              {row.value || 'Not provided'}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}

function Address({ street, place }: { street: string; place: string }) {
  if (!street && !place) return null;
  return (
    <Box component="span" sx={{ display: 'block' }}>
      {street}
      {street && place && <br />}
      {place}
    </Box>
  );
}

function ResetPasswordButton({ email }: { email: string }) {
  const { account, notify } = useServices();
  const [sending, setSending] = useState(false);
  async function send() {
    setSending(true);
    try {
      await account.sendPasswordReset(email);
      notify.success(accountMessages.resetSentFromProfile);
    } catch {
      notify.error(accountMessages.resetFailed);
    } finally {
      setSending(false);
    }
  }
  return (
    <Button variant="outlined" onClick={send} disabled={sending}>
      Reset Password
    </Button>
  );
}

/** What the checkout hands over after a wallet order. */
export interface ProfilePageState {
  /** The order was recorded at another total than the one shown: both figures, said where the buyer lands. */
  readonly chargedNotice?: string | null;
}

function ProfileView({ profile }: { profile: UserProfile }) {
  const name = displayName(profile);
  const { balance, creditDue } = profile.wallet;
  const billing = placeLine(profile.billingCity, profile.billingState, profile.billingZipCode);
  const shipping = placeLine(profile.city, profile.country, profile.zip);
  const chargedNotice = (useLocation().state as ProfilePageState | null)?.chargedNotice ?? null;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {chargedNotice && (
        // Stays on the page (no timeout): the buyer must not miss what they were charged.
        <Alert severity="warning" role="alert">
          {chargedNotice}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2.5 }}>
        <Avatar src={profile.photo ?? undefined} alt="" sx={{ width: 72, height: 72, fontSize: 28 }}>
          {name.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography color="textSecondary">{roleLabel(profile.role)}</Typography>
          <PricesAsOf what="Account figures" />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button component={RouterLink} to="/profile/edit" variant="contained">
            Edit Profile
          </Button>
          <ResetPasswordButton email={profile.email} />
          <LogoutButton />
        </Box>
      </Paper>

      <WalletReadFailure />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <Panel title="Account Status">
          <Chip
            label={profile.approved ? 'Approved' : 'Pending Approval'}
            // Amber (secondary) rather than MUI's warning orange, which is too faint for text on white.
            color={profile.approved ? 'success' : 'secondary'}
            variant="outlined"
          />
        </Panel>
        <Panel title="Available Credit">
          <WalletFigure name="available credit">
            <Typography sx={{ fontSize: '1.75rem', fontWeight: 700 }}>{formatMoney(balance)}</Typography>
          </WalletFigure>
          <Link component={RouterLink} to="/transactions" variant="body2" sx={touchTargetSx}>
            View transaction history
          </Link>
        </Panel>
        <Panel title="Current Due">
          <WalletFigure name="current due">
            {isZero(creditDue) ? (
              <>
                <Typography sx={{ fontWeight: 700, color: 'success.main' }}>All Dues Cleared!</Typography>
                <Typography variant="body2" color="textSecondary">
                  You have no pending credit payments
                </Typography>
              </>
            ) : (
              <>
                <Typography variant="body2" color="textSecondary">
                  Due Amount
                </Typography>
                <Typography sx={{ fontSize: '1.75rem', fontWeight: 700, color: 'error.main' }}>
                  {formatMoney(creditDue)}
                </Typography>
              </>
            )}
          </WalletFigure>
        </Panel>
      </Box>

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <Panel title="Basic Information">
          <Details
            rows={[
              { label: 'Email', value: profile.email, always: true },
              { label: 'Phone', value: profile.phone, always: true },
              { label: 'City and State', value: placeLine(profile.city, profile.country), always: true },
              { label: 'Birth Date', value: readableBirthDate(profile.birthDate), always: true },
              {
                label: 'Billing Address',
                value: (profile.billingAddress || billing) && <Address street={profile.billingAddress} place={billing} />,
              },
              {
                label: 'Shipping Address',
                value: (profile.street || shipping) && <Address street={profile.street} place={shipping} />,
              },
            ]}
          />
        </Panel>
        <Panel title="Company Information">
          <Details
            rows={[
              { label: 'Company', value: profile.company, always: true },
              { label: 'Location', value: profile.companyAddress, always: true },
              {
                label: 'Website',
                always: true,
                value: profile.companyWebsite && (
                  <Link href={websiteHref(profile.companyWebsite)} target="_blank" rel="noopener noreferrer" sx={touchTargetSx}>
                    {profile.companyWebsite}
                    <Box component="span" sx={VISUALLY_HIDDEN}>
                      {' '}
                      (opens in a new tab)
                    </Box>
                  </Link>
                ),
              },
            ]}
          />
        </Panel>
      </Box>
      <Panel title="Recent Orders">
        <Suspense
          fallback={
            <Box role="status" aria-label="Loading recent orders" sx={{ display: 'grid', gap: 1 }}>
              <Skeleton variant="rounded" height={56} />
              <Skeleton variant="rounded" height={56} />
            </Box>
          }
        >
          <RecentOrders />
        </Suspense>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, mt: 1.5 }}>
          <Link component={RouterLink} to="/orders" variant="body2" sx={{ ...touchTargetSx, fontWeight: 600 }}>
            View All Orders
          </Link>
          <Link component={RouterLink} to="/saved-orders" variant="body2" sx={{ ...touchTargetSx, fontWeight: 600 }}>
            Saved orders
          </Link>
        </Box>
      </Panel>
    </Box>
  );
}

/** Spec §2 Profile. The route guard only shows it signed in, with the profile loaded. */
export function ProfilePage() {
  const { profile } = useSession();
  usePageTitle('My Profile');
  return profile && <ProfileView profile={profile} />;
}
