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
