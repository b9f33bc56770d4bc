import { Component, ElementRef, Renderer2, ViewChild } from '@angular/core';
import { ActivatedRoute } from '@angular/router';
@Component({ selector: 'x', template: '<div #box></div>' })
export class X {
  @ViewChild('box') box!: ElementRef;
  constructor(private renderer: Renderer2, private route: ActivatedRoute) {}
  ngAfterViewInit() {
    const q = this.route.snapshot.queryParams['q'];
    this.renderer.setProperty(this.box.nativeElement, 'innerHTML', q); // want "javascript/xss"
    this.renderer.setProperty(this.box.nativeElement, 'textContent', q);
    this.renderer.setAttribute(this.box.nativeElement, 'title', q);
  }
}
