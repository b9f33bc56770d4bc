class ToolsController < ApplicationController
  def ping
    output = `ping -c 1 #{params[:host].shellescape}`
    system("nslookup", params[:domain])
    out, _st = Open3.capture2("dig", params[:name])
  end
end

# argv forms: the request value is one argument of a program that is not a
# shell, or the shell's $0 after its script, or only argv0.
class JobsController < ApplicationController
  def run
    system("grep", "-c", params[:pattern], "log.txt")
    IO.popen(["git", "log", "-n", params[:n]]) { |io| io.read }
    exec(["bash", "bash"], "-c", "echo \"$0\"", params[:name])
    spawn(["ls", params[:label]])
    Open3.capture2("sh", "-c", 'printf %s "$1"', "sh", params[:msg])
  end
end

class HooksController < ApplicationController
  def fire
    Kernel.public_send(:system, "notify-send", params[:title])
    send(:system, "logger #{Shellwords.escape(params[:line])}")
    @hook.public_send(:deliver, params[:payload])
  end
end
