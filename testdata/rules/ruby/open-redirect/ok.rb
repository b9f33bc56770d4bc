class SessionsController < ApplicationController
  def create
    redirect_to root_path
    redirect_to dashboard_path(tab: params[:tab])
  end
end

class StoriesController < ApplicationController
  def create
    @story = Story.new(title: params[:title], url: params[:url])
    redirect_to Routes.title_path(@story)
  end

  def update
    story = Story.find_by(short_id: params[:id])
    story.title = params[:title]
    redirect_to Rails.application.routes.url_helpers.story_path(story, host: params[:host])
  end
end

class CommentsController < ApplicationController
  def redirect_from_short_id
    url = Rails.cache.fetch("c_#{params[:id]}", expires_in: nil) do
      Routes.title_path Story.find_by(short_id: params[:id]), anchor: "c_#{params[:id]}"
    end
    redirect_to url
  end
end

class LoginController < ApplicationController
  def login
    ru = URI.parse(params[:referer])
    if ru.host == Rails.application.domain
      return redirect_to ru.to_s
    end
    redirect_to "/"
  end
end

class CheckoutController < ApplicationController
  def cancel
    redirect_back fallback_location: root_path
  end

  def done
    redirect_back_or_to cart_path(params[:cart_id].to_i)
  end
end
