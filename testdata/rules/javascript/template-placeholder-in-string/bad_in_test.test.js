describe('greeting', () => {
  it('greets the user by name', () => {
    const user = { name: 'Ada' }
    expect(greet(user)).toBe('Hello ${user.name}') // want "javascript/template-placeholder-in-string"
  })
})
