import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { TextInput } from '../shared/TextInput';
import Typography from '@mui/material/Typography';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { refusalProblem, registrationFieldProblems } from '../../application/registration/registration-checks';
import type { RegistrationSubmission } from '../../application/registration/registration.machine';
import { ACCOUNT_REFUSAL_FIELD, accountRefusalMessages } from '../../domain/accounts/account-refusal';
import { REGISTRATION_ROLES, emptyRegistrationForm, registrationMessages, withShippingFromBilling } from '../../domain/accounts/registration';
import { roleLabel } from '../../domain/accounts/role';
import { usePageTitle } from '../shared/use-page-title';
import { useServices } from '../app/services-context';
import { useRegistration } from '../shared/use-registration';
import { AddressFields, DATE_LABEL, FormSection, GENDER_OPTIONS, markedWith, NotesField, WIDE, type AddressField } from './form-parts';
import { SelectField } from '../shared/SelectField';
import { PasswordField } from './PasswordField';
import { ResaleFileField } from './ResaleFileField';

const ROLE_OPTIONS = REGISTRATION_ROLES.map((role) => ({ value: role, label: roleLabel(role) }));
const BUSY_STATES = ['creatingAccount', 'loadingProfile', 'updatingProfile', 'failing', 'failed'] as const;

type TextKey = Exclude<keyof RegistrationSubmission, 'sameAsBilling' | 'resaleFile'>;
/** The red box's messages that come with fields marked below it: the first of those takes the focus. */
const MARKED_FIELD_ERRORS: readonly string[] = [registrationMessages.required, registrationMessages.fixFields];

/** The red box's words, with the way on when the email already has an account. */
function FailureText({ error }: { error: string }) {
  if (error !== accountRefusalMessages['email-taken']) return error;
  return (
    <>
      {error}.{' '}
      <Link component={RouterLink} to="/login">
        Sign in
      </Link>{' '}
      or{' '}
      <Link component={RouterLink} to="/forgot-password">
        reset your password
      </Link>
      .
    </>
  );
}

/**
 * Spec §2 Register. Each field says what is wrong once the buyer has left it
 * (then as they type) and all of them on Create Account; the registration machine
 * checks the form again, creates the account and reports; the Registration
 * Successful! dialog lives in the shell (RegistrationEffects) because it outlasts
 * this page. A refusal keeps everything typed, the passwords too.
 */
export function RegisterPage() {
  const { prepareSignIn } = useServices();
  const registration = useRegistration();
  const busy = useSelector(registration, (snapshot) => BUSY_STATES.some((state) => snapshot.matches(state)));
  const machineError = useSelector(registration, (snapshot) => snapshot.context.error);
  const refusal = useSelector(registration, (snapshot) => snapshot.context.refusal);
  const registered = useSelector(registration, (snapshot) => snapshot.matches('registered'));
  const [form, setForm] = useState<RegistrationSubmission>({ ...emptyRegistrationForm, resaleFile: null });
  // The fields the buyer has left: each says what is wrong with it from then on.
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  // Counts this visit's submits: an earlier visit's message is not shown, a repeated one is announced again.
  const [attempts, setAttempts] = useState(0);
  const [sent, setSent] = useState<RegistrationSubmission | null>(null);
  const errorBox = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const error = attempts > 0 && !busy ? machineError : null;
  const problems: Partial<Record<string, string>> = registrationFieldProblems(form);
  // The sign-in service's refusal stays on its field until the buyer changes what was sent.
  const refused: Partial<Record<string, string>> =
    error && refusal && sent && form[ACCOUNT_REFUSAL_FIELD[refusal]] === sent[ACCOUNT_REFUSAL_FIELD[refusal]] ? refusalProblem(refusal) : {};
  const problemOf = (field: string): string | undefined =>
    refused[field] ?? (attempts > 0 || left.has(field) ? problems[field] : undefined);
  const leave = (field: string) => setLeft((current) => (current.has(field) ? current : new Set(current).add(field)));
  usePageTitle('Create Account');
  useEffect(prepareSignIn, [prepareSignIn]);

  // Once the account exists the passwords are not kept on screen; a refusal keeps them for another try.
  useEffect(() => {
    if (registered) setForm((current) => ({ ...current, password: '', confirmPassword: '' }));
  }, [registered]);

  useEffect(() => {
    if (!error) return;
    // The first field to correct, in the form's order, takes the focus; the red box says why (role alert).
    const firstMarked = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (MARKED_FIELD_ERRORS.includes(error) && firstMarked ? firstMarked : errorBox.current)?.focus();
    // Only a new submit moves the focus, not each key typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error, attempts]);

  // Billing changes flow into the shipping fields while Same as billing address is ticked.
  const update = (change: Partial<RegistrationSubmission>) =>
    setForm((current) => {
      const next = { ...current, ...change };
      return next.sameAsBilling ? withShippingFromBilling(next) : next;
    });
  const bind = (field: TextKey) => ({
    name: field,
    value: form[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => update({ [field]: event.target.value }),
    onBlur: () => leave(field),
    ...markedWith(problemOf(field)),
  });
  const addressProblems = Object.fromEntries(
    (['billingAddress', 'billingCity', 'billingState', 'billingZipCode', 'street', 'city', 'country', 'zip'] as const satisfies readonly AddressField[]).map(
      (field) => [field, problemOf(field)],
    ),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    // The machine takes SUBMIT only when idle, so a second click while busy does nothing.
    if (!registration.getSnapshot().matches('idle')) return;
    setAttempts((count) => count + 1);
    setSent(form);
    registration.send({ type: 'SUBMIT', form });
  }

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', py: { xs: 1, md: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h1" sx={{ mb: 0.5 }}>
          Create Account
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          Open a trade account. Fields marked * are required; new accounts are approved by our team.
        </Typography>
        <Box component="form" ref={formRef} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 4 }}>
          {error && (
            <Alert ref={errorBox} severity="error" tabIndex={-1} sx={{ outline: 'none' }}>
              <FailureText error={error} />
            </Alert>
          )}
          <FormSection title="Basic Information">
            <TextInput label="First Name" autoComplete="given-name" required {...bind('name')} />
            <TextInput label="Last Name" autoComplete="family-name" required {...bind('lastName')} />
            <TextInput label="Email" type="email" autoComplete="email" required {...bind('email')} />
            <TextInput label="Phone" type="tel" autoComplete="tel" required {...bind('phone')} />
            <SelectField label="Account Type" autoComplete="off" required options={ROLE_OPTIONS} {...bind('role')} />
            <SelectField label="Gender" autoComplete="sex" options={GENDER_OPTIONS} {...bind('gender')} />
            <TextInput label="Birth Date" type="date" autoComplete="bday" slotProps={DATE_LABEL} {...bind('birthDate')} />
          </FormSection>

          <FormSection title="Company Information">
            <TextInput label="Company Name" autoComplete="organization" required {...bind('company')} />
            <TextInput
              label="Company Address"
              helperText="Location or store number"
              autoComplete="off"
              required
              {...bind('companyAddress')}
            />
            <TextInput label="Company Website" type="url" autoComplete="url" required {...bind('companyWebsite')} />
            <TextInput
              label="Sales Rep"
              helperText="Your sales representative; 'N/A' or 'In-house' is fine"
              autoComplete="off"
              required
              {...bind('salesRep')}
            />
            <TextInput
              label="EIN (optional)"
              placeholder="XX-XXXXXXX"
              autoComplete="off"
              {...bind('ein')}
            />
          </FormSection>

          <FormSection title="Billing Address">
            <AddressFields
              section="billing"
              values={form}
              onChange={(field, value) => update({ [field]: value })}
              onLeave={leave}
              required
              problems={addressProblems}
            />
          </FormSection>

          <FormSection
            title="Shipping Address"
            intro={
              <FormControlLabel
                sx={{ mb: 1 }}
                control={
                  <Checkbox
                    checked={form.sameAsBilling}
                    onChange={(event) => update({ sameAsBilling: event.target.checked })}
                  />
                }
                label="Same as billing address"
              />
            }
          >
            <AddressFields
              section="shipping"
              values={form}
              onChange={(field, value) => update({ [field]: value })}
              onLeave={leave}
              disabled={form.sameAsBilling}
              problems={addressProblems}
            />
          </FormSection>

          <FormSection title="Additional Details">
            <NotesField label="Additional Details" autoComplete="off" sx={WIDE} {...bind('additionalDetails')} />
            <Box sx={WIDE}>
              <ResaleFileField chosen={form.resaleFile !== null} onChange={(resaleFile) => update({ resaleFile })} />
            </Box>
          </FormSection>

          <FormSection title="Login Details">
            <PasswordField label="Password" autoComplete="new-password" required {...bind('password')} />
            <PasswordField label="Confirm Password" autoComplete="new-password" required {...bind('confirmPassword')} />
          </FormSection>

          <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center' }}>
            {/* Pressing it leaves the field being typed in: that field's message would then appear above the button
                and move it from under the pointer before the release, and the click was lost. The field stays
                focused until the click, which checks every field. */}
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={busy}
              onMouseDown={(event) => event.preventDefault()}
              sx={{ width: { xs: '100%', sm: 320 } }}
            >
              {busy ? 'Creating Account...' : 'Create Account'}
            </Button>
            <Typography variant="body2">
              Already have an account?{' '}
              <Link component={RouterLink} to="/login">
                Sign in
              </Link>
            </Typography>
          </Box>
        </Box>
      </Paper>
    </Box>
  );
}
