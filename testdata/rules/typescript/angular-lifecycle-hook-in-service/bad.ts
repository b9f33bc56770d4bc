import { Injectable, OnInit } from '@angular/core';
import { HttpClient } from '@angular/common/http';

@Injectable({ providedIn: 'root' })
export class CartService implements OnInit {
  items: string[] = [];

  constructor(private http: HttpClient) {}

  ngOnInit(): void { // want "typescript/angular-lifecycle-hook-in-service"
    this.http.get<string[]>('/api/cart').subscribe((items) => (this.items = items));
  }
}
