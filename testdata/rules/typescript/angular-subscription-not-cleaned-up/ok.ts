import { Component, DestroyRef, HostListener, Injectable, OnDestroy, OnInit, inject } from '@angular/core';
import { takeUntilDestroyed } from '@angular/core/rxjs-interop';
import { ActivatedRoute } from '@angular/router';
import { interval, fromEvent, map, Subscription, take, timer } from 'rxjs';

@Component({ selector: 'app-clock', template: '<span>{{ now }}</span>' })
export class ClockComponent implements OnInit, OnDestroy {
  now = new Date();
  private sub?: Subscription;
  private timerId?: number;

  ngOnInit(): void {
    this.sub = interval(1000).pipe(map(() => new Date())).subscribe((d) => (this.now = d));
    this.timerId = window.setInterval(() => (this.now = new Date()), 500);
    document.addEventListener('keydown', this.onKey);
  }

  ngOnDestroy(): void {
    this.sub?.unsubscribe();
    clearInterval(this.timerId);
    document.removeEventListener('keydown', this.onKey);
  }

  onKey = (e: KeyboardEvent): void => {
    if (e.key === 'Escape') this.now = new Date();
  };
}

@Component({ selector: 'app-user', template: '<p>{{ id }}</p>' })
export class UserComponent {
  id = '';
  width = 0;
  private destroyRef = inject(DestroyRef);

  constructor(route: ActivatedRoute) {
    route.paramMap.subscribe((p) => (this.id = p.get('id') ?? ''));
    fromEvent(window, 'resize').pipe(takeUntilDestroyed(this.destroyRef)).subscribe(() => (this.width = window.innerWidth));
    interval(1000).pipe(take(3)).subscribe();
    timer(500).subscribe(() => (this.id = ''));
  }

  @HostListener('window:resize')
  onResize(): void {
    this.width = window.innerWidth;
  }
}

@Injectable({ providedIn: 'root' })
export class HeartbeatService {
  start(): void {
    interval(30000).subscribe(() => fetch('/api/heartbeat'));
  }
}
