import { initTRPC } from '@trpc/server';
import { z } from 'zod';
import { readFileSync } from 'fs';
import { exec } from 'child_process';

const t = initTRPC.context<{ user: { home: string } }>().create();
const publicProcedure = t.procedure;

export const appRouter = t.router({
  // The resolver's input is what the client sent, as far as the schema lets it.
  readFile: publicProcedure
    .input(z.object({ path: z.string() }))
    .query(({ input }) => readFileSync(input.path, 'utf8')), // want "path-traversal"
  run: publicProcedure.input(z.string()).mutation((opts) => {
    exec('convert ' + opts.input); // want "command-injection: Shell command built from input"
  }),
  // The context is the server's: the session's user.
  home: publicProcedure.input(z.object({ n: z.number() })).query(({ ctx }) => readFileSync(ctx.user.home, 'utf8')),
  // A procedure without an input takes nothing from the client.
  motd: publicProcedure.query((opts) => readFileSync('/etc/motd', 'utf8')),
});

// A resolver written apart and named at the procedure.
async function exportReport({ input }: { input: { name: string } }) {
  return readFileSync(`./reports/${input.name}.csv`, 'utf8'); // want "path-traversal"
}

export const reportsRouter = t.router({
  export: publicProcedure.input(z.object({ name: z.string() })).query(exportReport),
});
