import { Component } from '@angular/core';
import { HttpClient } from '@angular/common/http';

@Component({ selector: 'app-search', template: '' })
export class SearchComponent {
  constructor(private http: HttpClient) {}

  load() {
    const q = new URLSearchParams(window.location.search).get('q') ?? '';
    return this.http.get('/api/search?q=' + encodeURIComponent(q));
  }
}
