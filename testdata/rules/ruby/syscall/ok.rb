def write_raw(text)
  $stdout.write(text)
  Process.pid
end

class Tracer
  def syscall
    @last_syscall
  end
end
