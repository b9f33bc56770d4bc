export async function POST(request: Request) {
  const { imageUrl } = await request.json();
  const upstream = await fetch(imageUrl); // want "ssrf: .*request.json"
  return new Response(upstream.body);
}
