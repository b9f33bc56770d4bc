import { Controller, Get, Query, Redirect } from '@nestjs/common';

@Controller('docs')
export class DocsController {
  @Get()
  @Redirect('https://docs.nestjs.com', 302)
  getDocs(@Query('next') next: string) {
    return { url: next }; // want "nestjs-open-redirect"
  }

  @Redirect()
  @Get('go')
  go(@Query('to') to: string) {
    if (to) {
      return { url: to }; // want "nestjs-open-redirect"
    }
  }
}
