import { Injectable } from '@angular/core';
import { HttpClient } from '@angular/common/http';
import { firstValueFrom } from 'rxjs';

@Injectable({ providedIn: 'root' })
export class AuthService {
  constructor(private http: HttpClient) {}

  async isLoggedIn(): Promise<boolean> {
    const me = await firstValueFrom(this.http.get<{ id: string } | null>('/api/me'));
    return me !== null;
  }

  canActivate(): boolean {
    if (this.isLoggedIn()) { // want "typescript/async-result-as-condition"
      return true;
    }
    return false;
  }

  menu(): string[] {
    return this.isLoggedIn() ? ['profile', 'logout'] : ['login']; // want "typescript/async-result-as-condition"
  }
}

const hasPermission = async (user: string, action: string): Promise<boolean> => {
  const res = await fetch(`/api/permissions/${user}/${action}`);
  return res.ok;
};

export function guard(user: string, admin: boolean): void {
  if (!hasPermission(user, 'delete')) { // want "typescript/async-result-as-condition"
    throw new Error('forbidden');
  }
  if (admin || hasPermission(user, 'admin')) { // want "typescript/async-result-as-condition"
    console.log('admin');
  }
}
