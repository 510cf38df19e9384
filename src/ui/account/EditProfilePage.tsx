import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import { TextInput } from '../shared/TextInput';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { ChosenFile } from '../../application/ports/profile.port';
import { AccountError } from '../../application/profile/account.use-cases';
import { profileEditProblems } from '../../application/profile/contact-rules';
import {
  photoProblem,
  profileEditFrom,
  profileEditMessages,
  type EditableProfileField,
  type ProfileEdit,
} from '../../domain/accounts/profile-edit';
import { displayName, type UserProfile } from '../../domain/accounts/profile';
import { useServices, useSession } from '../app/services-context';
import { readChosenFile } from '../../application/profile/read-chosen-file';
import { usePageTitle } from '../shared/use-page-title';
import { AddressFields, DATE_LABEL, FormSection, GENDER_OPTIONS, markedWith, NotesField, WIDE } from './form-parts';
import { SelectField } from '../shared/SelectField';

/** A preview URL for the chosen file, revoked when the file changes or the page goes. */
function usePreviewUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

interface PhotoPickerProps {
  readonly current: string | null;
  readonly initial: string;
  readonly photo: ChosenFile | null;
  readonly onChange: (photo: ChosenFile | null) => void;
}

/** Spec §5 Profile photo: JPG, PNG or GIF under 5MB, checked on pick; a refused file is not kept. */
function PhotoPicker({ current, initial, photo, onChange }: PhotoPickerProps) {
  const id = useId();
  const preview = usePreviewUrl(photo?.file ?? null);
  const [problem, setProblem] = useState<string | null>(null);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const target = event.target;
    const file = target.files?.[0];
    // Cancelling the file dialog keeps the photo already chosen.
    if (!file) return;
    const picked = await readChosenFile(file);
    const refusal = photoProblem(picked);
    setProblem(refusal);
    target.value = '';
    if (!refusal) onChange(picked);
  }

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2.5 }}>
      <Avatar src={preview ?? current ?? undefined} alt="" sx={{ width: 88, height: 88, fontSize: 32 }}>
        {initial}
      </Avatar>
      <Box sx={{ display: 'grid', gap: 0.75, justifyItems: 'start' }}>
        {/* A label, not a button: the file input inside it is what takes focus and clicks. */}
        <Button
          component="label"
          role={undefined}
          variant="outlined"
          tabIndex={-1}
          sx={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineOffset: 2 } }}
        >
          Change Photo
          <Box
            component="input"
            type="file"
            accept="image/jpeg,image/png,image/gif"
            onChange={(event) => void pick(event)}
            aria-describedby={`${id}-help${problem ? ` ${id}-problem` : ''}`}
            aria-invalid={problem ? true : undefined}
            sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}
          />
        </Button>
        <FormHelperText id={`${id}-help`} sx={{ m: 0 }}>
          {photo ? `New photo: ${photo.name}` : 'JPG, PNG or GIF, less than 5MB.'}
        </FormHelperText>
        {problem && (
          <FormHelperText id={`${id}-problem`} error role="alert" sx={{ m: 0 }}>
            {problem}
          </FormHelperText>
        )}
      </Box>
    </Box>
  );
}

function EditProfileForm({ profile }: { profile: UserProfile }) {
  const { account, notify } = useServices();
  const navigate = useNavigate();
  const [edit, setEdit] = useState<ProfileEdit>(() => profileEditFrom(profile));
  const [photo, setPhoto] = useState<ChosenFile | null>(null);
  const [saving, setSaving] = useState(false);
  // The fields the buyer has left, and whether Save Changes was pressed: from then on a field says what is wrong.
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const [attempts, setAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const problems: Partial<Record<string, string>> = profileEditProblems(edit);
  const shownProblems = Object.fromEntries(
    Object.entries(problems).filter(([field]) => attempts > 0 || left.has(field)),
  );

  useEffect(() => {
    // A refused save puts the focus on the first field to correct; its message is its description.
    if (attempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const update = (field: EditableProfileField, value: string) => setEdit((current) => ({ ...current, [field]: value }));
  const leave = (field: string) => setLeft((current) => (current.has(field) ? current : new Set(current).add(field)));
  const bind = (field: EditableProfileField) => ({
    name: field,
    value: edit[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => update(field, event.target.value),
    onBlur: () => leave(field),
    ...markedWith(shownProblems[field]),
  });

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    if (Object.keys(problems).length > 0) {
      setAttempts((count) => count + 1);
      return;
    }
    setSaving(true);
    try {
      await account.saveProfile(edit, photo);
      notify.success(profileEditMessages.saved);
      navigate('/profile');
    } catch (error) {
      // Everything typed stays on screen for another try.
      notify.error(error instanceof AccountError ? error.message : profileEditMessages.failed);
      setSaving(false);
    }
  }

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={save} sx={{ display: 'grid', gap: 4 }}>
      <PhotoPicker
        current={profile.photo}
        initial={displayName(profile).charAt(0).toUpperCase()}
        photo={photo}
        onChange={setPhoto}
      />
      <FormSection title="Personal Information">
        <TextInput label="First Name" autoComplete="given-name" {...bind('name')} />
        <TextInput label="Last Name" autoComplete="family-name" {...bind('lastName')} />
        <TextInput label="Email" type="email" value={profile.email} disabled />
        <TextInput label="Phone" type="tel" autoComplete="tel" {...bind('phone')} />
        <SelectField label="Gender" autoComplete="sex" options={GENDER_OPTIONS} {...bind('gender')} />
        <TextInput label="Birth Date" type="date" autoComplete="bday" slotProps={DATE_LABEL} {...bind('birthDate')} />
      </FormSection>

      <FormSection title="Company Information">
        <TextInput label="Company Name" autoComplete="organization" {...bind('company')} />
        <TextInput label="Company Address" helperText="Location or store number" autoComplete="off" {...bind('companyAddress')} />
        <TextInput label="Company Website" type="url" autoComplete="url" {...bind('companyWebsite')} />
        <TextInput label="EIN" placeholder="XX-XXXXXXX" autoComplete="off" {...bind('ein')} />
        <TextInput label="Sales Rep" helperText="'N/A' or 'In-house' is fine" autoComplete="off" {...bind('salesRep')} />
      </FormSection>

      <FormSection title="Billing Address">
        <AddressFields section="billing" values={edit} onChange={update} onLeave={leave} problems={shownProblems} />
      </FormSection>

      <FormSection title="Shipping Address">
        <AddressFields section="shipping" values={edit} onChange={update} onLeave={leave} problems={shownProblems} />
      </FormSection>

      <FormSection title="Additional Details">
        <NotesField label="Additional Details" autoComplete="off" sx={WIDE} {...bind('additionalDetails')} />
      </FormSection>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1.5 }}>
        <Button component={RouterLink} to="/profile" variant="outlined" size="large">
          Cancel
        </Button>
        {/* As on Create Account: the field's message appearing as it is left would move the button before the release. */}
        <Button type="submit" variant="contained" size="large" disabled={saving} onMouseDown={(event) => event.preventDefault()}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </Box>
    </Box>
  );
}

/** Spec §2 Edit Profile. Only non-empty fields are sent (the use case sees to it); email is shown, never sent. */
export function EditProfilePage() {
  const { profile } = useSession();
  usePageTitle('Edit Profile');
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', py: { xs: 1, md: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h1" sx={{ mb: 3 }}>
          Edit Profile
        </Typography>
        {profile && <EditProfileForm profile={profile} />}
      </Paper>
    </Box>
  );
}
