import { Injectable } from '@angular/core';
import { HttpClient } from '@angular/common/http';

interface Settings {
  theme: string;
}

@Injectable({ providedIn: 'root' })
export class SettingsService {
  settings?: Settings;
  error = '';

  constructor(private http: HttpClient) {}

  async load(): Promise<Settings | undefined> {
    return this.http.get<Settings>('/api/settings').toPromise(); // want "typescript/rxjs-deprecated-call"
  }

  watch(): void {
    this.http.get<Settings>('/api/settings').subscribe( // want "typescript/rxjs-deprecated-call"
      (s) => (this.settings = s),
      (err) => (this.error = String(err)),
    );
  }
}
