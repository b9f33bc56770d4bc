import { Component, EventEmitter, Input, Output, output } from '@angular/core';

@Component({
  selector: 'app-rating',
  template: '<button *ngFor="let s of stars" (click)="rate(s)">★</button>',
})
export class RatingComponent {
  @Input() value = 0;
  @Output() change = new EventEmitter<number>(); // want "typescript/angular-output-native-event-name"
  @Output('select') picked = new EventEmitter<number>(); // want "typescript/angular-output-native-event-name"
  input = output<string>(); // want "typescript/angular-output-native-event-name"
  stars = [1, 2, 3, 4, 5];

  rate(s: number): void {
    this.value = s;
    this.change.emit(s);
    this.picked.emit(s);
  }
}
