import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ArticlesService } from './articles.service';

@Controller('articles')
export class ArticlesController {
  constructor(private readonly articles: ArticlesService) {}

  @Get(':slug')
  findOne(@Param() slug: string) { // want "typescript/nestjs-whole-object-as-primitive"
    return this.articles.findBySlug(slug);
  }

  @Get()
  list(@Query() page: number) { // want "typescript/nestjs-whole-object-as-primitive"
    return this.articles.list(page);
  }

  @Post(':slug/comments')
  comment(@Param('slug') slug: string, @Body() text: string) { // want "typescript/nestjs-whole-object-as-primitive"
    return this.articles.comment(slug, text);
  }
}
