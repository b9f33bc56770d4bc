import { Controller, Get, Param, Res } from '@nestjs/common';
import { Response } from 'express';
import { ReportsService } from './reports.service';

@Controller('reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get(':id')
  async findOne(
    @Param('id') id: string,
    @Res() res: Response, // want "typescript/nestjs-res-injected-but-unused"
  ) {
    const report = await this.reports.find(id);
    return { id: report.id, title: report.title };
  }
}
