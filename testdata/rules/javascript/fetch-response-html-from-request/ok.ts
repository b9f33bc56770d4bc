import escapeHtml from 'escape-html';
export async function GET(request: Request) {
  const q = new URL(request.url).searchParams.get('q');
  return new Response(`<p>Results for ${escapeHtml(q ?? '')}</p>`, { headers: { 'Content-Type': 'text/html' } });
}
export async function PUT(req: Request) {
  const body = await req.json();
  return new Response(`<div>${body.comment}</div>`);
}
export async function POST(req: Request) {
  const body = await req.json();
  return new Response(JSON.stringify({ ok: true, id: body.id }), { headers: { 'Content-Type': 'application/json' } });
}
export async function DELETE() {
  const page = await renderPage();
  return new Response(page, { headers: { 'Content-Type': 'text/html' } });
}
