class ProxyController < ApplicationController
  API_HOST = "api.example.com"

  def show
    body = ApiClient.new("https://#{API_HOST}/v1/search?q=#{ERB::Util.url_encode(params[:q])}").fetch
    body2 = ApiClient.new("https://api.example.com/v1/items/#{params[:id].to_i}").fetch
    render plain: body + body2
  end

  def go
    redirect_to "https://#{params[:host]}/welcome", allow_other_host: true
  end
end

class SearchController < ApplicationController
  def show
    StatusClient.new(format("https://api.example.com/search?q=%s", ERB::Util.url_encode(params[:q]))).fetch
    StatusClient.new(format("https://%s/search", API_HOST)).fetch
  end
end

class StoriesController < ApplicationController
  # first!, take! and sole return a record (or raise), like first: its
  # attributes are the application's data.
  def show
    @story ||= Story.where(short_id: params[:id]).first!
    @author_link = "https://#{@story.user.mastodon_instance}/@#{@story.user.mastodon_username}"
    story = Story.where(short_id: params[:id]).sole
    @source = "https://#{story.domain}/"
  end
end
