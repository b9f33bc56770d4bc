import { Controller, Get, Header } from '@nestjs/common';

@Controller('public')
export class PublicController {
  @Get('feed')
  @Header('Access-Control-Allow-Origin', '*') // want "nestjs-cors-any-origin"
  feed() {
    return [];
  }

  @Get('partner')
  @Header('Access-Control-Allow-Origin', 'https://partner.example.com')
  partner() {
    return [];
  }
}
