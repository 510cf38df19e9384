import { BackendError } from '../../application/shared/backend-error';

/** A request the demo backend turns down, with its own words, as the hosted one answers 400 { message }. */
export function refused(message: string): BackendError {
  return new BackendError('http', message, 400, message);
}

export function notFound(message: string): BackendError {
  return new BackendError('not-found', message, 404, message);
}
