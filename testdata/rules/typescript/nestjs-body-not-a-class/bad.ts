import { Body, Controller, Post, Put, Param } from '@nestjs/common';
import { UsersService } from './users.service';
import { CreateUserDto } from './dto/create-user.dto';

interface UpdateUserBody {
  email: string;
  role: string;
}

@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Put(':id')
  update(@Param('id') id: string, @Body() body: UpdateUserBody) { // want "typescript/nestjs-body-not-a-class"
    return this.users.update(id, body);
  }

  @Post('bulk')
  bulk(@Body() body: Record<string, unknown>) { // want "typescript/nestjs-body-not-a-class"
    return this.users.bulk(body);
  }

  @Post(':id/profile')
  profile(@Param('id') id: string, @Body() patch: Partial<CreateUserDto>) { // want "typescript/nestjs-body-not-a-class"
    return this.users.update(id, patch);
  }

  @Post(':id/tags')
  tags(@Param('id') id: string, @Body() body: { tags: string[] }) { // want "typescript/nestjs-body-not-a-class"
    return this.users.tag(id, body.tags);
  }
}
