import express, { Request, Response } from 'express';
import { PrismaClient } from '@prisma/client';
import { Controller, Get } from '@nestjs/common';

const app = express();

app.get('/users/:id', async (req: Request, res: Response) => {
  const prisma = new PrismaClient(); // want "javascript/prisma-client-per-request"
  const user = await prisma.user.findUnique({ where: { id: req.params.id } });
  res.json(user);
});

export async function GET(request: Request): Promise<Response> {
  const db = new PrismaClient(); // want "javascript/prisma-client-per-request"
  const posts = await db.post.findMany({ take: 10 });
  return Response.json(posts);
}

@Controller('orders')
export class OrdersController {
  @Get()
  async list() {
    const prisma = new PrismaClient(); // want "javascript/prisma-client-per-request"
    return prisma.order.findMany();
  }
}
