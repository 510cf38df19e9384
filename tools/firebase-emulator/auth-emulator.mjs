#!/usr/bin/env node
// The Firebase Auth emulator for tests. firebase-tools (about 300 MB) lives in this folder's own
// node_modules, installed on first use, so the app's `npm ci` stays light.
//
//   node tools/firebase-emulator/auth-emulator.mjs install   install firebase-tools here if missing
//   node tools/firebase-emulator/auth-emulator.mjs start     start in the background, wait until ready
//   node tools/firebase-emulator/auth-emulator.mjs stop      stop the one `start` left running
//   node tools/firebase-emulator/auth-emulator.mjs run -- <command...>
//                                                            start, run the command, stop; exits with its code
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, openSync, closeSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const CLI = join(HERE, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
const LOCK = join(HERE, 'package-lock.json');
// Written after a complete install, with the lockfile's hash: a half-done or outdated install is redone.
const STAMP = join(HERE, 'node_modules', '.installed-lock.sha256');

export const PROJECT_ID = 'demo-lumen-trade';
export const EMULATOR_HOST = '127.0.0.1';
const CONFIGURED_PORT = 9099; // as in firebase.json
// E2E_EMULATOR_PORT lets a second checkout run its browser tests beside the first.
export const EMULATOR_PORT = Number(process.env.E2E_EMULATOR_PORT ?? CONFIGURED_PORT);
export const EMULATOR_URL = emulatorUrl(EMULATOR_PORT);

export function emulatorUrl(port) {
  return `http://${EMULATOR_HOST}:${port}`;
}

// An emulator on another port has its own files, so it never stops or overwrites the log of one on the default port.
const fileSuffix = (port) => (port === CONFIGURED_PORT ? '' : `-${port}`);
const pidFile = (port) => join(HERE, `emulator${fileSuffix(port)}.pid`);
const logFile = (port) => join(HERE, `emulator${fileSuffix(port)}.log`);

const quietEnv = { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' };

/** Installs firebase-tools in this folder (`npm ci`) unless the same lockfile is already installed. */
export function ensureInstalled() {
  const wanted = createHash('sha256').update(readFileSync(LOCK)).digest('hex');
  if (existsSync(CLI) && existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === wanted) return;
  process.stderr.write('Installing firebase-tools for the Auth emulator (first run only, about 2 minutes)...\n');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: HERE,
    env: quietEnv,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    // Quiet when it works, everything when it does not.
    process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}\n`);
    throw new Error(`npm ci in ${relative(process.cwd(), HERE) || '.'} failed (exit ${result.status})`);
  }
  writeFileSync(STAMP, `${wanted}\n`);
}

/** True when an Auth emulator answers on the port. */
export async function isRunning(port = EMULATOR_PORT) {
  try {
    const response = await fetch(`${emulatorUrl(port)}/`, { signal: AbortSignal.timeout(1000) });
    const body = await response.json();
    return body?.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

/**
 * Starts the emulator and resolves once it answers. Reuses one already running (then stop() leaves
 * it alone). `background: true` lets it outlive this process (the `start` command); otherwise it is
 * killed when this process exits. `port`: another port than firebase.json's (the bench's own).
 */
export async function startEmulator({ background = false, timeoutMs = 90_000, port = EMULATOR_PORT } = {}) {
  const url = emulatorUrl(port);
  if (await isRunning(port)) return { url, reused: true, stop: async () => {} };
  ensureInstalled();
  const pidPath = pidFile(port);
  const logPath = logFile(port);
  const config = port === CONFIGURED_PORT ? null : configForPort(port);
  const log = openSync(logPath, 'w');
  const configArgs = config ? ['--config', config.file] : [];
  const child = spawn(process.execPath, [CLI, 'emulators:start', '--only', 'auth', '--project', PROJECT_ID, ...configArgs], {
    cwd: HERE,
    env: quietEnv,
    stdio: ['ignore', log, log],
    detached: background,
  });
  closeSync(log);
  writeFileSync(pidPath, String(child.pid));
  const killOnExit = () => child.kill('SIGKILL');
  if (background) child.unref();
  else process.once('exit', killOnExit);

  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const deadline = Date.now() + timeoutMs;
  let outcome = null;
  while (!(await isRunning(port))) {
    outcome = await Promise.race([exited.then((how) => `exited (${how})`), delay(250).then(() => null)]);
    if (!outcome && Date.now() > deadline) outcome = `not ready after ${timeoutMs / 1000} s`;
    if (outcome) break;
  }
  // firebase-tools has read its configuration once it answers or has gone.
  config?.remove();
  if (outcome) {
    await stopProcess(child.pid);
    rmSync(pidPath, { force: true });
    throw new Error(`The Auth emulator ${outcome}. Its log:\n${tail(logPath)}`);
  }
  return {
    url,
    reused: false,
    stop: async () => {
      process.removeListener('exit', killOnExit);
      await stopProcess(child.pid);
      rmSync(pidPath, { force: true });
    },
  };
}

/** This folder's firebase.json with the Auth emulator on `port`; the hub and logging ports are left to find free ones. */
function configForPort(port) {
  const dir = mkdtempSync(join(tmpdir(), 'auth-emulator-'));
  const file = join(dir, 'firebase.json');
  const base = JSON.parse(readFileSync(join(HERE, 'firebase.json'), 'utf8'));
  writeFileSync(file, JSON.stringify({ ...base, emulators: { ...base.emulators, auth: { ...base.emulators.auth, port } } }));
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Stops the emulator a `start` command left running. */
export async function stopEmulator(port = EMULATOR_PORT) {
  const pidPath = pidFile(port);
  if (!existsSync(pidPath)) return false;
  await stopProcess(Number(readFileSync(pidPath, 'utf8')));
  rmSync(pidPath, { force: true });
  return true;
}

/** Deletes every account in the emulator's project. */
export async function clearAccounts(url = EMULATOR_URL) {
  const response = await fetch(`${url}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Clearing the emulator's accounts answered ${response.status}`);
}

/** Creates an email and password account through the emulator's REST API; returns { uid, email }. */
export async function createUser(email, password, url = EMULATOR_URL) {
  const response = await fetch(`${url}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`Creating ${email} in the emulator failed: ${body?.error?.message ?? response.status}`);
  return { uid: body.localId, email: body.email };
}

// SIGINT lets firebase-tools shut down cleanly; SIGKILL if it has not after 10 s.
async function stopProcess(pid) {
  if (!alive(pid)) return;
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  const deadline = Date.now() + 10_000;
  while (alive(pid) && Date.now() < deadline) await delay(100);
  if (alive(pid)) process.kill(pid, 'SIGKILL');
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function tail(file, lines = 40) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

async function main([command, ...rest]) {
  switch (command) {
    case 'install':
      ensureInstalled();
      return 0;
    case 'start': {
      const emulator = await startEmulator({ background: true });
      console.log(`Auth emulator ${emulator.reused ? 'already running' : 'ready'} at ${EMULATOR_URL} (project ${PROJECT_ID})`);
      return 0;
    }
    case 'stop':
      console.log((await stopEmulator()) ? 'Auth emulator stopped' : 'No Auth emulator started by this script is running');
      return 0;
    case 'run': {
      const args = rest[0] === '--' ? rest.slice(1) : rest;
      if (args.length === 0) throw new Error('run needs a command: run -- <command...>');
      const emulator = await startEmulator();
      const child = spawn(args.join(' '), {
        shell: true,
        stdio: 'inherit',
        env: { ...process.env, AUTH_EMULATOR_URL: EMULATOR_URL, FIREBASE_AUTH_EMULATOR_HOST: `${EMULATOR_HOST}:${EMULATOR_PORT}` },
      });
      const forward = (signal) => child.kill(signal);
      process.on('SIGINT', forward).on('SIGTERM', forward);
      const code = await new Promise((resolve) => child.once('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0))));
      await emulator.stop();
      return code;
    }
    default:
      console.error('usage: auth-emulator.mjs install | start | stop | run -- <command...>');
      return 2;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
