// Vitest's vi.importActual<typeof import(path)>(path): a call with a type
// argument, which parses without an error as two comparisons unless read
// as TypeScript reads it.
vi.mock('@/contexts/ViewContext', async () => {
  const actual = await vi.importActual<typeof import('@/contexts/ViewContext')>('@/contexts/ViewContext')
  return { ...actual, useView: () => mockUseView() }
})

