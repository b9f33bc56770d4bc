class SessionsController < ApplicationController
  def create
    redirect_to params[:return_to] # want "ruby/open-redirect"
  end
end

class LinksController < ApplicationController
  def show
    redirect_to Rails.application.routes.url_helpers.story_url(story, host: params[:host]) # want "ruby/open-redirect"
  end
end
