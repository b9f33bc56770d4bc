import { Controller, Get, Query, Redirect } from '@nestjs/common';

const VERSIONS: Record<string, string> = { '5': 'https://docs.nestjs.com/v5/' };

@Controller('docs')
export class DocsController {
  @Get()
  @Redirect('https://docs.nestjs.com', 302)
  getDocs(@Query('version') version: string) {
    if (version && version === '5') {
      return { url: 'https://docs.nestjs.com/v5/' };
    }
  }

  @Get('v')
  @Redirect('https://docs.nestjs.com', 302)
  byVersion(@Query('version') version: string) {
    return { url: VERSIONS[version] ?? 'https://docs.nestjs.com' };
  }

  @Get('data')
  data(@Query('url') url: string) {
    return { url };
  }
}
