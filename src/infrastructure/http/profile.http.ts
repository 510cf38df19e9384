import type { ProfilePort } from '../../application/ports/profile.port';
import type { HttpClient } from './http-client';
import { profileSchema } from './profile.schema';

export class HttpProfile implements ProfilePort {
  constructor(private readonly http: HttpClient) {}

  getProfile() {
    return this.http.get('/user', profileSchema);
  }
}
