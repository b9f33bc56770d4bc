import { Injectable } from '@angular/core';
import { HttpClient } from '@angular/common/http';
import { firstValueFrom } from 'rxjs';

@Injectable({ providedIn: 'root' })
export class AuthService {
  private token: string | null = null;

  constructor(private http: HttpClient) {}

  async isLoggedIn(): Promise<boolean> {
    const me = await firstValueFrom(this.http.get<{ id: string } | null>('/api/me'));
    return me !== null;
  }

  hasToken(): boolean {
    return this.token !== null;
  }

  async canActivate(): Promise<boolean> {
    if (await this.isLoggedIn()) {
      return true;
    }
    if (this.hasToken()) {
      return true;
    }
    return false;
  }

  async menu(): Promise<string[]> {
    return (await this.isLoggedIn()) ? ['profile', 'logout'] : ['login'];
  }
}
