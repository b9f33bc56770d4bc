import Fastify from 'fastify';
import { Controller, Get, Query, Param, Body, Post } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { exec } from 'child_process';
import { readFileSync } from 'fs';

const fastify = Fastify();

fastify.get('/run', async (request, reply) => {
  const { cmd } = request.query as { cmd: string };
  exec(cmd); // want "command-injection: .*request.query"
  return reply.send({ ok: true });
});

@Controller('users')
export class UsersController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  async find(@Query('name') name: string) {
    return this.dataSource.query(`SELECT * FROM users WHERE name = '${name}'`); // want "sql-injection: .*@Query"
  }

  @Get(':id')
  async one(@Param('id') id: string) {
    return this.dataSource.query('SELECT * FROM users WHERE id = $1', [id]);
  }

  @Post('import')
  async import(@Body() body: { file: string }) {
    return readFileSync(body.file, 'utf8'); // want "path-traversal"
  }
}

export default async function handler(req, res) {
  const { file } = req.query;
  res.status(200).send(readFileSync(`./data/${file}`)); // want "path-traversal"
}

export async function getServerSideProps(context) {
  const slug = context.params.slug;
  const text = readFileSync('./posts/' + slug); // want "path-traversal"
  return { props: { text: String(text) } };
}

// TypeScript's this parameter only types this: the route passes the request
// as the first argument, which is the next parameter.
fastify.get('/typed-this', async function (this: unknown, request: { query: { url: string } }, reply: { send(s: string): void }) {
  const target = request.query.url;
  await fetch(target); // want "ssrf: .*request.query"
  reply.send('ok');
});
