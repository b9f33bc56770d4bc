class ToolsController < ApplicationController
  def ping
    host = params[:host]
    output = `ping -c 1 #{host}` # want "ruby/command-injection"
    system("nslookup " + params[:domain]) # want "ruby/command-injection"
    out, _st = Open3.capture2("dig #{params[:name]}") # want "ruby/command-injection"
  end
end

# Without a shell, a shell's -c argument is still a command line, and the
# program of [cmdname, argv0] or IO.popen's argv array is still run.
class JobsController < ApplicationController
  def run
    exec(["bash", "bash"], "-c", params[:cmd]) # want "ruby/command-injection"
    IO.popen(["sh", "-c", params[:script]]) { |io| io.read } # want "ruby/command-injection"
    spawn("/bin/bash", "-lc", params[:task], chdir: "/srv") # want "ruby/command-injection"
    Process.spawn([params[:tool], "tool"], "--version") # want "ruby/command-injection"
  end
end

# Object#send with a constant name calls that method with the rest.
class HooksController < ApplicationController
  def fire
    Kernel.public_send(:system, "notify-send #{params[:title]}") # want "ruby/command-injection"
    send(:exec, "logger " + params[:line]) # want "ruby/command-injection"
  end
end
