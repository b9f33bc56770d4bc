class ToolsController < ApplicationController
  def ping
    output = `ping -c 1 #{params[:host].shellescape}`
    system("nslookup", params[:domain])
    out, _st = Open3.capture2("dig", params[:name])
  end
end
