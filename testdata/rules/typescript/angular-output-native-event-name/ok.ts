import { Component, EventEmitter, Input, Output, output } from '@angular/core';

@Component({
  selector: 'app-rating',
  template: '<button *ngFor="let s of stars" (click)="rate(s)">★</button>',
})
export class RatingComponent {
  @Input() value = 0;
  @Input() change = false;
  @Output() valueChange = new EventEmitter<number>();
  @Output('rated') picked = new EventEmitter<number>();
  closed = output<void>();
  @Output() toggle = new EventEmitter<boolean>();
  blur = output<void>();
  stars = [1, 2, 3, 4, 5];

  rate(s: number): void {
    this.value = s;
    this.valueChange.emit(s);
  }
}
