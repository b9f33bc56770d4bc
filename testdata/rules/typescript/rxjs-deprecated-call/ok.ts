import { Injectable } from '@angular/core';
import { HttpClient } from '@angular/common/http';
import { firstValueFrom } from 'rxjs';

interface Settings {
  theme: string;
}

@Injectable({ providedIn: 'root' })
export class SettingsService {
  settings?: Settings;
  error = '';

  constructor(private http: HttpClient) {}

  async load(): Promise<Settings> {
    return firstValueFrom(this.http.get<Settings>('/api/settings'));
  }

  watch(): void {
    this.http.get<Settings>('/api/settings').subscribe({
      next: (s) => (this.settings = s),
      error: (err) => (this.error = String(err)),
    });
    this.http.get<Settings>('/api/settings').subscribe((s) => (this.settings = s));
  }
}
