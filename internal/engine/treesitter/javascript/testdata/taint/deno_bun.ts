// Deno and Bun servers: the handler's Request is the client's.
Deno.serve(async (req: Request) => {
  const name = new URL(req.url).searchParams.get('name') ?? '';
  const note = await Deno.readTextFile(`./notes/${name}`); // want "path-traversal"
  await new Deno.Command('sh', { args: ['-c', `wc -l ${name}`] }).output(); // want "command-injection: Shell command built from input"
  // no shell: the name is one argument of wc
  await new Deno.Command('wc', { args: ['-l', name] }).output();
  await Deno.readTextFile('./notes/index.md');
  return new Response(note);
});

Bun.serve({
  async fetch(req) {
    const path = new URL(req.url).searchParams.get('p') ?? 'index.html';
    return new Response(Bun.file(`./public/${path}`)); // want "path-traversal"
  },
});
