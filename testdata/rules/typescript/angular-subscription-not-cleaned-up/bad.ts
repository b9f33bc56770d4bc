import { Component, OnInit } from '@angular/core';
import { interval, fromEvent, map } from 'rxjs';

@Component({ selector: 'app-clock', template: '<span>{{ now }}</span>' })
export class ClockComponent implements OnInit {
  now = new Date();
  width = 0;
  ticks = 0;

  ngOnInit(): void {
    interval(1000) // want "typescript/angular-subscription-not-cleaned-up"
      .pipe(map(() => new Date()))
      .subscribe((d) => (this.now = d));
    fromEvent(window, 'resize').subscribe(() => (this.width = window.innerWidth)); // want "typescript/angular-subscription-not-cleaned-up"
    setInterval(() => this.ticks++, 500); // want "typescript/angular-subscription-not-cleaned-up"
    document.addEventListener('keydown', this.onKey); // want "typescript/angular-subscription-not-cleaned-up"
  }

  onKey = (e: KeyboardEvent): void => {
    if (e.key === 'Escape') this.ticks = 0;
  };
}
