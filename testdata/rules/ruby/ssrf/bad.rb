require "net/http"

class PreviewsController < ApplicationController
  def show
    url = params[:url]
    body = Net::HTTP.get(URI(url)) # want "ruby/ssrf: .*params\\[:url\\]"
    resp = HTTParty.get("#{params[:host]}/status") # want "ruby/ssrf"
    conn = Faraday.new(url: params[:api]) # want "ruby/ssrf"
    page = URI.open(params[:feed]).read # want "ruby/ssrf"
    render plain: [body, resp, conn, page].join
  end
end

class MirrorsController < ApplicationController
  def fetch
    ftp = Net::FTP.new(params[:host]) # want "ruby/ssrf"
    ftp.login
    ftp.getbinaryfile("pub/index.txt", Rails.root.join("tmp", "index.txt").to_s)
  end

  def probe
    TCPSocket.new(params[:host], 25) # want "ruby/ssrf"
  end
end
