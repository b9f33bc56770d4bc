import { Controller, Get, Query, Param } from '@nestjs/common';

@Controller('greet')
export class GreetController {
  @Get()
  hello(@Query('name') name: string) {
    return `<h1>Hello, ${name}</h1>`; // want "nestjs-returned-markup"
  }

  @Get(':id')
  item(@Param('id') id: string) {
    const title = 'Item ' + id;
    return '<div class="item">' + title + '</div>'; // want "nestjs-returned-markup"
  }

  @Header('Cache-Control', 'no-store')
  @Get('hello')
  hello(@Query('name') name: string) {
    return `<h1>${name}</h1>`; // want "nestjs-returned-markup"
  }
}
