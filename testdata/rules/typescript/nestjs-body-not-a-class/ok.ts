import { Body, Controller, Post, Put, Param } from '@nestjs/common';
import { z } from 'zod';
import { UsersService } from './users.service';
import { CreateUserDto } from './dto/create-user.dto';
import { UpdateUserDto } from './dto/update-user.dto';

const TagsSchema = z.object({ tags: z.array(z.string()) });
type TagsBody = z.infer<typeof TagsSchema>;

@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Post()
  create(@Body() dto: CreateUserDto) {
    return this.users.create(dto);
  }

  @Put(':id')
  update(@Param('id') id: string, @Body() dto: UpdateUserDto) {
    return this.users.update(id, dto);
  }

  @Post(':id/name')
  rename(@Param('id') id: string, @Body('name') name: string) {
    return this.users.rename(id, name);
  }

  @Post(':id/tags')
  tags(@Param('id') id: string, @Body() body: { tags: string[] }) {
    const { tags } = TagsSchema.parse(body);
    return this.users.tag(id, tags);
  }

  @Post(':id/labels')
  labels(@Param('id') id: string, @Body() body: TagsBody) {
    return this.users.tag(id, body.tags);
  }
}
