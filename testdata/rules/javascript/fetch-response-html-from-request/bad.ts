export async function GET(request: Request) {
  const { searchParams } = new URL(request.url);
  const q = searchParams.get('q');
  return new Response(`<p>Results for ${q}</p>`, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }); // want "javascript/fetch-response-html-from-request"
}
export async function POST(req: Request) {
  const body = await req.json();
  const html = '<div>' + body.comment + '</div>';
  return new Response(html, { status: 200, headers: { 'content-type': 'text/html' } }); // want "javascript/fetch-response-html-from-request"
}
export async function PATCH(request: NextRequest) {
  const name = request.nextUrl.searchParams.get('name');
  return new NextResponse(`<h1>${name}</h1>`, { headers: { 'Content-Type': 'text/html' } }); // want "javascript/fetch-response-html-from-request"
}
