require "net/http"

class PreviewsController < ApplicationController
  FEEDS = { "news" => "https://example.com/news.xml", "blog" => "https://example.com/blog.xml" }.freeze

  def show
    body = Net::HTTP.get(URI(FEEDS.fetch(params[:feed], FEEDS["news"])))
    resp = HTTParty.get("https://api.example.com/items/#{params[:id].to_i}")
    render plain: [body, resp].join
  end
end

class MirrorsController < ApplicationController
  MIRRORS = { "eu" => "ftp.eu.example.org", "us" => "ftp.us.example.org" }.freeze

  def fetch
    ftp = Net::FTP.new(MIRRORS.fetch(params[:region]))
    ftp.login
    ftp.getbinaryfile("pub/index.txt", Rails.root.join("tmp", "index.txt").to_s)
  end

  def probe
    TCPSocket.new(Rails.configuration.smtp_host, 25)
  end
end
