export class Preview {
  constructor(private sanitizer: DomSanitizer) {}
  icon() {
    return this.sanitizer.bypassSecurityTrustHtml("<svg viewBox='0 0 1 1'></svg>");
  }
  render(html: string) { return this.sanitizer.sanitize(SecurityContext.HTML, html); }
}

export class Safe {
  constructor(private sanitizer: DomSanitizer) {}
  build(id: string, dirty: string) {
    const icon = '<svg viewBox="0 0 1 1"></svg>';
    const a = this.sanitizer.bypassSecurityTrustHtml(icon);
    const b = this.sanitizer.bypassSecurityTrustHtml(DOMPurify.sanitize(dirty));
    const c = this.sanitizer.bypassSecurityTrustResourceUrl('https://www.youtube.com/embed/' + encodeURIComponent(id));
    const clean = this.sanitizer.sanitize(SecurityContext.URL, dirty);
    const d = this.sanitizer.bypassSecurityTrustUrl(clean!);
    return [a, b, c, d];
  }
}

@Component({ selector: 'app-video', template: '<iframe [src]="url"></iframe>' })
export class VideoComponent {
  @Input() videoId = '';
  url: SafeResourceUrl = '';
  constructor(private sanitizer: DomSanitizer) {}
  ngOnChanges() {
    this.url = this.sanitizer.bypassSecurityTrustResourceUrl('https://www.youtube.com/embed/' + this.videoId);
    this.url = this.sanitizer.bypassSecurityTrustResourceUrl(`https://player.vimeo.com/video/${this.videoId}`);
  }
}
