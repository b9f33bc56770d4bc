import { BadRequestException, Controller, Get, Query, Redirect } from '@nestjs/common';

const VERSIONS: Record<string, string> = { '5': 'https://docs.nestjs.com/v5/' };
const ALLOWED = ['https://a.example.com', 'https://b.example.com'];

function isSafeRedirect(u: string): boolean {
  return u.startsWith('/') && !u.startsWith('//');
}

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

  @Get('go')
  @Redirect()
  go(@Query('to') to: string) {
    if (ALLOWED.includes(to)) {
      return { url: to };
    }
    return { url: '/' };
  }

  @Get('local')
  @Redirect()
  local(@Query('to') to: string) {
    if (!isSafeRedirect(to)) {
      throw new BadRequestException('bad redirect');
    }
    return { url: to };
  }

  @Get('pick')
  @Redirect()
  pick(@Query('to') to: string) {
    if (to === 'https://docs.nestjs.com') {
      return { url: to };
    }
    return { url: `https://docs.nestjs.com/v${Number(to)}/` };
  }
}
