require "zip"
require "mechanize"
require "httpclient"

class ExportsController < ApplicationController
  def show
    send_data Rails.root.join("exports", params[:name]).read # want "ruby/path-traversal"
    IO.copy_stream(params[:src], "/tmp/out") # want "ruby/path-traversal"
    Zip::File.open(File.join("/srv/archives", params[:archive])) { |z| z.entries } # want "ruby/path-traversal"
    page = Mechanize.new.get(params[:url]) # want "ruby/ssrf"
    body = HTTPClient.new.get_content(params[:feed]) # want "ruby/ssrf"

    # Safe: fixed files, a basename under a fixed directory, fixed URLs.
    Rails.root.join("config", "exports.yml").read
    Rails.root.join("exports", File.basename(params[:name])).read
    Mechanize.new.get("https://example.com/feed")
    render plain: page.title.to_s + body.to_s
  end
end
