/**
 * Backend answers the device keeps, each under the account it was read for, so a buyer with no signal still browses
 * the catalogue at their own prices. Over HTTP only: the demo's backend runs on the device already.
 */
export interface DeviceCopiesPort {
  /** When the oldest answer now shown from the device was read; null while every answer shown is the backend's own. */
  readAt(): Date | null;
  /** Calls back whenever `readAt` changes; returns the unsubscribe. */
  watch(onChange: () => void): () => void;
  /**
   * Another screen opened: the copies the last one showed are off the screen, and what the new one shows from the
   * device is marked as it reads it (else the signal back, an old copy would still date the next screens' prices).
   */
  screenChanged(): void;
  /** Deletes every answer kept for the account: its sign-in has ended on this device. */
  forget(account: string): Promise<void>;
}

/** The demo's: nothing is kept, nothing is ever shown from a copy. */
export const NO_DEVICE_COPIES: DeviceCopiesPort = {
  readAt: () => null,
  watch: () => () => undefined,
  screenChanged: () => undefined,
  forget: async () => undefined,
};
