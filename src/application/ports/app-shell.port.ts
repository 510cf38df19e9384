/** The app as the device keeps it (code and pages for use with no signal), and the device's connection. */
export interface AppShellPort {
  /** Starts keeping the app on the device; `onNewVersionWaiting` is told once a new version has arrived and waits. */
  keepOnDevice(onNewVersionWaiting: () => void): void;
  /** Lets the waiting version take over, and reloads the page on it. */
  switchToNewVersion(): Promise<void>;
  isOnline(): boolean;
  /** Calls back on every change of connection; returns the unsubscribe. */
  watchConnection(onChange: (online: boolean) => void): () => void;
  /** Asks the network now, as the watch does (a call just failed to reach the backend): the watch's callback is told. */
  checkConnection(): void;
}
