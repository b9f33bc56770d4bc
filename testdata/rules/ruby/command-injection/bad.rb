class ToolsController < ApplicationController
  def ping
    host = params[:host]
    output = `ping -c 1 #{host}` # want "ruby/command-injection"
    system("nslookup " + params[:domain]) # want "ruby/command-injection"
    out, _st = Open3.capture2("dig #{params[:name]}") # want "ruby/command-injection"
  end
end
