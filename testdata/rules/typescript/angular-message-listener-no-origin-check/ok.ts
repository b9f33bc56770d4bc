import { Component, HostListener } from '@angular/core';
import { Router } from '@angular/router';

const TRUSTED = 'https://app.example.com';

@Component({ selector: 'app-embed', template: '<div></div>' })
export class EmbedComponent {
  constructor(private router: Router) {}

  @HostListener('window:message', ['$event'])
  onMessage(event: MessageEvent) {
    if (event.origin !== TRUSTED) {
      return;
    }
    this.router.navigateByUrl(event.data.url);
  }

  @HostListener('window:resize', ['$event'])
  onResize(event: UIEvent) {
    console.log(event);
  }
}
