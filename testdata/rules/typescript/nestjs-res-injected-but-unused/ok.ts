import { Controller, Get, Param, Res } from '@nestjs/common';
import { Response } from 'express';
import { ReportsService } from './reports.service';

@Controller('reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get(':id')
  async findOne(@Param('id') id: string, @Res({ passthrough: true }) res: Response) {
    res.setHeader('Cache-Control', 'no-store');
    return this.reports.find(id);
  }

  @Get(':id/pdf')
  async pdf(@Param('id') id: string, @Res() res: Response) {
    const file = await this.reports.pdf(id);
    return res.type('application/pdf').send(file);
  }

  @Get(':id/csv')
  async csv(@Param('id') id: string, @Res() res: Response) {
    return this.reports.streamCsv(id, res);
  }
}
