import { Controller, Get, Query } from '@nestjs/common';
import { HttpService } from '@nestjs/axios';
import { firstValueFrom } from 'rxjs';

@Controller('preview')
export class PreviewController {
  constructor(private readonly http: HttpService) {}

  @Get()
  async preview(@Query('url') url: string) {
    const res = await firstValueFrom(this.http.get(url)); // want "ssrf"
    return res.data;
  }

  @Get('status')
  async status() {
    const res = await firstValueFrom(this.http.get('https://status.example.com/api'));
    return res.data;
  }
}
