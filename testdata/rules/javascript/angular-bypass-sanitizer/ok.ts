export class Preview {
  constructor(private sanitizer: DomSanitizer) {}
  icon() {
    return this.sanitizer.bypassSecurityTrustHtml("<svg viewBox='0 0 1 1'></svg>");
  }
  render(html: string) { return this.sanitizer.sanitize(SecurityContext.HTML, html); }
}
