export class Preview {
  constructor(private sanitizer: DomSanitizer) {}
  render(html: string) {
    return this.sanitizer.bypassSecurityTrustHtml(html); // want "javascript/angular-bypass-sanitizer"
  }
  link(u: string) { return this.sanitizer.bypassSecurityTrustResourceUrl(u); } // want "javascript/angular-bypass-sanitizer"
}
