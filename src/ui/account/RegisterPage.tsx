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
import type { RegistrationSubmission } from '../../application/registration/registration.machine';
import {
  REGISTRATION_ROLES,
  emptyRegistrationForm,
  missingRegistrationFields,
  registrationMessages,
  withShippingFromBilling,
} from '../../domain/accounts/registration';
import { roleLabel } from '../../domain/accounts/role';
import { usePageTitle } from '../shared/use-page-title';
import { useServices } from '../app/services-context';
import { useRegistration } from '../shared/use-registration';
import { AddressFields, DATE_LABEL, FormSection, GENDER_OPTIONS, markedIfMissing, NotesField, WIDE } from './form-parts';
import { SelectField } from '../shared/SelectField';
import { PasswordField } from './PasswordField';
import { ResaleFileField } from './ResaleFileField';

const ROLE_OPTIONS = REGISTRATION_ROLES.map((role) => ({ value: role, label: roleLabel(role) }));
const BUSY_STATES = ['creatingAccount', 'loadingProfile', 'updatingProfile', 'failing', 'failed'] as const;

type TextKey = Exclude<keyof RegistrationSubmission, 'sameAsBilling' | 'resaleFile'>;

/**
 * Spec §2 Register. The registration machine checks the form, creates the
 * account and reports; the Registration Successful! dialog lives in the shell
 * (RegistrationEffects) because it outlasts this page.
 */
export function RegisterPage() {
  const { prepareSignIn } = useServices();
  const registration = useRegistration();
  const busy = useSelector(registration, (snapshot) => BUSY_STATES.some((state) => snapshot.matches(state)));
  const machineError = useSelector(registration, (snapshot) => snapshot.context.error);
  const [form, setForm] = useState<RegistrationSubmission>({ ...emptyRegistrationForm, resaleFile: null });
  // Counts this visit's submits: an earlier visit's message is not shown, a repeated one is announced again.
  const [attempts, setAttempts] = useState(0);
  const errorBox = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const error = attempts > 0 && !busy ? machineError : null;
  // Marked until filled in: each mark goes as the buyer types in its field.
  const missing: ReadonlySet<string> = new Set(error === registrationMessages.required ? missingRegistrationFields(form) : []);
  usePageTitle('Create Account');
  useEffect(prepareSignIn, [prepareSignIn]);

  useEffect(() => {
    if (!error) return;
    // The first empty required field, in the form's order, takes the focus; the red box says why (role alert).
    const firstMissing = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (error === registrationMessages.required && firstMissing ? firstMissing : errorBox.current)?.focus();
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
    ...markedIfMissing(missing, field),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    // The machine takes SUBMIT only when idle, so a second click while busy does nothing.
    if (!registration.getSnapshot().matches('idle')) return;
    setAttempts((count) => count + 1);
    registration.send({ type: 'SUBMIT', form });
    // A form that passed the checks went to the server: the passwords are not kept past that.
    if (!registration.getSnapshot().matches('idle')) update({ password: '', confirmPassword: '' });
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
              {error}
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
            <AddressFields section="billing" values={form} onChange={(field, value) => update({ [field]: value })} required missing={missing} />
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
              disabled={form.sameAsBilling}
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
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={busy}
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
