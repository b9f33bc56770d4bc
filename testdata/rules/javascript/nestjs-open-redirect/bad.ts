import { Controller, Get, HttpStatus, Query, Redirect, UseGuards } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';

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

  // shorthand, with two decorators between, and from an else branch
  @Redirect()
  @UseGuards(AuthGuard('jwt'))
  @Get('back')
  back(@Query('url') url: string, @Query('fallback') fallback?: string) {
    if (!url) {
      return { url: '/' };
    } else if (fallback) {
      return { 'url': fallback, statusCode: HttpStatus.FOUND }; // want "nestjs-open-redirect"
    }
    return { url }; // want "nestjs-open-redirect"
  }

  @Get('login')
  @Redirect('/')
  async login(@Query('returnTo') returnTo: string) {
    try {
      await Promise.resolve();
      return { url: `${returnTo}?ok=1` }; // want "nestjs-open-redirect"
    } catch {
      return { url: '/error' };
    }
  }
}
