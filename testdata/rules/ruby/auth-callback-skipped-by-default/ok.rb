class ArticlesController < ApplicationController
  skip_before_action :authenticate_user!, only: [:index, :show]
  skip_before_action :set_locale, except: [:feed]

  def index
    @articles = Article.published
  end
end

class HealthController < ActionController::Base
  skip_before_action :authenticate_user!
end
