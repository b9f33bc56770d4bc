// A test's title names the syntax under test: ${...} there is the text it
// describes, not a placeholder that lost its backquotes.
describe('css helper', () => {
  it('accepts a class name as a selector: ${className} {', () => {
    expect(render(css`${className} { color: red }`)).toContain('color:red')
  })
  it.runIf(support.nest)('keeps ${className} inside a nested rule', async () => {
    expect(await toString(nested)).toMatch(/css-\d+/)
  })
  test.each([['a'], ['b']])('escapes ${value} in %s', (name) => {
    expect(escape(name)).toBe(name)
  })
})
