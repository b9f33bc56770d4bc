export class Preview {
  constructor(private sanitizer: DomSanitizer) {}
  render(html: string) {
    return this.sanitizer.bypassSecurityTrustHtml(html); // want "javascript/angular-bypass-sanitizer"
  }
  link(u: string) { return this.sanitizer.bypassSecurityTrustResourceUrl(u); } // want "javascript/angular-bypass-sanitizer"
}

export class Profile {
  bio = '';
  constructor(private sanitizer: DomSanitizer, private api: Api) {}
  async load() {
    this.html = this.sanitizer.bypassSecurityTrustHtml(this.bio); // want "javascript/angular-bypass-sanitizer"
    const page = await this.api.page();
    this.body = this.sanitizer.bypassSecurityTrustHtml(page.body); // want "javascript/angular-bypass-sanitizer"
    this.frame = this.sanitizer.bypassSecurityTrustResourceUrl(`${this.bio}/embed`); // want "javascript/angular-bypass-sanitizer"
  }
}

@Component({ selector: 'app-frame', template: '<iframe [src]="url"></iframe>' })
export class FrameComponent {
  @Input() src = '';
  url: SafeResourceUrl = '';
  constructor(private sanitizer: DomSanitizer) {}
  ngOnChanges() {
    this.url = this.sanitizer.bypassSecurityTrustResourceUrl(this.src); // want "angular-bypass-sanitizer"
    this.url = this.sanitizer.bypassSecurityTrustResourceUrl('https:' + this.src); // want "angular-bypass-sanitizer"
  }
}
