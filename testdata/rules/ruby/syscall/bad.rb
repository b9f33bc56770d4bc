def write_raw(text)
  syscall(1, 1, text, text.bytesize) # want "ruby/syscall"
  Kernel.syscall(39) # want "ruby/syscall"
end
