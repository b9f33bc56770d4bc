import { Component, Injectable, OnDestroy, OnInit, inject } from '@angular/core';
import { HttpClient } from '@angular/common/http';
import { Subscription } from 'rxjs';

@Injectable({ providedIn: 'root' })
export class CartService implements OnDestroy {
  items: string[] = [];
  private sub: Subscription;

  constructor(private http: HttpClient) {
    this.sub = this.http.get<string[]>('/api/cart').subscribe((items) => (this.items = items));
  }

  ngOnDestroy(): void {
    this.sub.unsubscribe();
  }
}

@Component({ selector: 'app-cart', template: '<li *ngFor="let i of cart.items">{{ i }}</li>' })
export class CartComponent implements OnInit {
  cart = inject(CartService);

  ngOnInit(): void {
    console.log(this.cart.items.length);
  }
}

@Injectable()
export class BaseListComponent implements OnInit {
  ngOnInit(): void {
    console.log('init');
  }
}
