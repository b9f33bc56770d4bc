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

class BackController < ApplicationController
  def back
    url = Rails.cache.fetch("back_#{current_user.id}") { params[:back] }
    redirect_to url # want "ruby/open-redirect"
  end
end

class ReturnController < ApplicationController
  def back
    ru = URI.parse(params[:back])
    if ru.host == params[:expected_host]
      redirect_to ru.to_s # want "ruby/open-redirect"
    end
    redirect_to ru.to_s # want "ruby/open-redirect"
  end
end

class CheckoutController < ApplicationController
  def cancel
    redirect_back fallback_location: params[:return_to] # want "ruby/open-redirect"
  end

  def done
    redirect_back_or_to params[:continue] # want "ruby/open-redirect"
  end
end
