require "net/http"

class PreviewsController < ApplicationController
  FEEDS = { "news" => "https://example.com/news.xml", "blog" => "https://example.com/blog.xml" }.freeze

  def show
    body = Net::HTTP.get(URI(FEEDS.fetch(params[:feed], FEEDS["news"])))
    resp = HTTParty.get("https://api.example.com/items/#{params[:id].to_i}")
    render plain: [body, resp].join
  end
end
