import { SAVED_ORDER_NAME_MAX_LENGTH } from '../../domain/orders/saved-order';

/** What the saved-order screens say: the spec has no words for them, so these follow its style. */
export const savedOrdersMessages = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${SAVED_ORDER_NAME_MAX_LENGTH} characters`,
  saved: (name: string) => `Saved ${name} to your saved orders`,
  /** Saved with no signal (issue 42): the draft waits on the device. */
  keptOnDevice: (name: string) => `Kept ${name} on this device: it will be saved to your account when the signal returns`,
  notYetSaved: 'Not yet saved to your account',
  keptOnDeviceAs: (name: string) => `Kept on this device as ${name}: not yet saved to your account`,
  sentFromDevice: (names: readonly string[]) =>
    names.length === 1 ? `Saved ${names[0]} to your account` : `Saved ${names.length} drafts kept on this device to your account: ${names.join(', ')}`,
  saveFailed: 'Failed to save order. Please try again.',
  loadFailed: 'Failed to load saved orders',
  detailFailed: 'Failed to load saved order',
  notFound: 'Saved order not found',
  noSavedOrders: 'No saved orders yet. Save a cart as a draft to find it here.',
  updated: 'Saved order updated',
  updateFailed: 'Failed to update saved order. Please try again.',
  lineRemoved: (name: string) => `Removed ${name} from this saved order`,
  deleted: (name: string) => `Deleted ${name}`,
  deleteFailed: 'Failed to delete saved order. Please try again.',
  useFailed: 'Could not add this saved order to your cart. Please try again.',
  notSoldAnyMore: (names: readonly string[]) => `No longer available: ${names.join(', ')}`,
  usedReplacing: (count: number) => `Your cart now holds the ${count} ${count === 1 ? 'line' : 'lines'} of this saved order`,
  usedAdding: (count: number) => `Added ${count} ${count === 1 ? 'line' : 'lines'} from this saved order to your cart`,
  nothingToUse: 'No line of this saved order is still sold: nothing was added to your cart.',
  lastLine: 'A saved order keeps at least one line: delete the saved order instead.',
} as const;

/** Signing out deletes drafts kept on the device (issue 42): said first, naming them. */
export const signOutWarning = {
  title: (count: number) => (count === 1 ? 'Sign out and delete a draft not yet saved?' : `Sign out and delete ${count} drafts not yet saved?`),
  text: (names: readonly string[]) =>
    `Saved on this device with no signal, not yet on your account: ${names.join(', ')}. Signing out deletes ${names.length === 1 ? 'it' : 'them'} from this device.`,
} as const;
