// Angular: the ActivatedRoute's parameters, query and fragment come from
// the URL; DomSanitizer.bypassSecurityTrustHtml turns off the sanitizing
// of [innerHTML] for the value it is given.
import { Component, OnInit, inject } from '@angular/core';
import { ActivatedRoute } from '@angular/router';
import { DomSanitizer, SafeHtml } from '@angular/platform-browser';
import DOMPurify from 'dompurify';

@Component({ selector: 'app-preview', template: '<div [innerHTML]="html"></div>' })
export class PreviewComponent implements OnInit {
  html: SafeHtml = '';
  constructor(private route: ActivatedRoute, private sanitizer: DomSanitizer) {}

  ngOnInit() {
    const body = this.route.snapshot.queryParamMap.get('body');
    this.html = this.sanitizer.bypassSecurityTrustHtml(body); // want "xss: .*queryParamMap"
  }
}

@Component({ selector: 'app-note', template: '<div [innerHTML]="html"></div>' })
export class NoteComponent implements OnInit {
  private route = inject(ActivatedRoute);
  private sanitizer = inject(DomSanitizer);
  html: SafeHtml = '';

  ngOnInit() {
    this.route.queryParams.subscribe(params => {
      this.html = this.sanitizer.bypassSecurityTrustHtml('<p>' + params['note'] + '</p>'); // want "xss: .*queryParams"
    });
  }
}

@Component({ selector: 'app-safe', template: '<div [innerHTML]="html"></div>' })
export class SafeComponent implements OnInit {
  html: SafeHtml = '';
  constructor(private route: ActivatedRoute, private sanitizer: DomSanitizer) {}

  ngOnInit() {
    const body = this.route.snapshot.queryParamMap.get('body') ?? '';
    this.html = this.sanitizer.bypassSecurityTrustHtml(DOMPurify.sanitize(body));
    // The component's own markup is trusted.
    this.html = this.sanitizer.bypassSecurityTrustHtml('<b>Preview</b>');
  }
}
