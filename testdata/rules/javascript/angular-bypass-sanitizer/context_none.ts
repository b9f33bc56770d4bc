import { Component, Input, SecurityContext } from '@angular/core';
import { DomSanitizer } from '@angular/platform-browser';

@Component({ selector: 'app-note', template: '<div [innerHTML]="html"></div>' })
export class NoteComponent {
  @Input() body = '';
  html: string | null = '';

  constructor(private sanitizer: DomSanitizer) {}

  ngOnChanges() {
    this.html = this.sanitizer.sanitize(SecurityContext.NONE, this.body); // want "angular-bypass-sanitizer"
    this.html = this.sanitizer.sanitize(SecurityContext.HTML, this.body);
  }
}
