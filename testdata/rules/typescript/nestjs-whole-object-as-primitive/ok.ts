import { Body, Controller, Get, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { ArticlesService } from './articles.service';
import { CreateCommentDto } from './dto/create-comment.dto';
import { ListQueryDto } from './dto/list-query.dto';

@Controller('articles')
export class ArticlesController {
  constructor(private readonly articles: ArticlesService) {}

  @Get(':slug')
  findOne(@Param('slug') slug: string) {
    return this.articles.findBySlug(slug);
  }

  @Get(':id/revisions')
  revisions(@Param('id', ParseIntPipe) id: number, @Param() params: Record<string, string>) {
    return this.articles.revisions(id, params);
  }

  @Get()
  list(@Query() query: ListQueryDto) {
    return this.articles.list(query.page);
  }

  @Post(':slug/comments')
  comment(@Param('slug') slug: string, @Body() dto: CreateCommentDto) {
    return this.articles.comment(slug, dto.text);
  }
}
