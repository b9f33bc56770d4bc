import { Injectable } from '@angular/core';
import { HttpClient } from '@angular/common/http';
import { map, Observable } from 'rxjs';

interface Row {
  id: string;
  price: number;
}

@Injectable({ providedIn: 'root' })
export class PriceService {
  private rate = 1.2;

  constructor(private http: HttpClient) {}

  private withTax(row: Row): Row {
    return { ...row, price: row.price * this.rate };
  }

  prices(): Observable<Row[]> {
    return this.http.get<Row[]>('/api/prices').pipe(map((rows) => rows.map(this.withTax))); // want "typescript/unbound-method"
  }
}

export class Ticker {
  private count = 0;

  tick(): void {
    this.count += 1;
  }

  start(): void {
    setInterval(this.tick, 1000); // want "typescript/unbound-method"
  }
}
