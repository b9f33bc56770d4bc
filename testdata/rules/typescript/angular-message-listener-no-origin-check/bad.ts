import { Component, HostListener } from '@angular/core';
import { Router } from '@angular/router';

@Component({ selector: 'app-embed', template: '<div></div>' })
export class EmbedComponent {
  constructor(private router: Router) {}

  @HostListener('window:message', ['$event']) // want "typescript/angular-message-listener-no-origin-check"
  onMessage(event: MessageEvent) {
    if (event.data?.type === 'navigate') {
      this.router.navigateByUrl(event.data.url);
    }
  }

  @HostListener('window:message', ['$event']) // want "typescript/angular-message-listener-no-origin-check"
  @HostListener('window:storage', ['$event'])
  sync(event: MessageEvent | StorageEvent) {
    localStorage.setItem('state', JSON.stringify((event as MessageEvent).data));
  }
}
