DEFAULTS = {
  timeout: 5,
  retries: 3,
  timeout: 10, # want "ruby/duplicate-hash-key"
}
