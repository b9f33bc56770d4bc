import { redirect } from 'next/navigation';
import { NextRequest, NextResponse } from 'next/server';

export async function GET(request: NextRequest) {
  const to = request.nextUrl.searchParams.get('to')!;
  return NextResponse.redirect(to); // want "open-redirect"
}

export default async function Page({ searchParams }: { searchParams: { back?: string } }) {
  redirect(new URLSearchParams(window.location.search).get('back') ?? '/'); // want "open-redirect"
}

const target = new URLSearchParams(location.search).get('returnTo');
if (target) {
  window.location.href = target; // want "open-redirect: .*location.search"
}
