import { Controller, Get, Query, Param } from '@nestjs/common';
import escapeHtml from 'escape-html';

@Controller('greet')
export class GreetController {
  @Get()
  hello(@Query('name') name: string) {
    return `<h1>Hello, ${escapeHtml(name)}</h1>`;
  }

  @Get('json')
  json(@Query('name') name: string) {
    return { greeting: `Hello, ${name}` };
  }

  @Get(':id')
  item(@Param('id') id: string) {
    return `<div class="item">${Number(id)}</div>`;
  }

  @Get('text')
  text(@Query('name') name: string) {
    return `Hello, ${name}`;
  }

  @Get('plain')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  plain(@Query('name') name: string) {
    return `<b>${name}</b>`;
  }
}
