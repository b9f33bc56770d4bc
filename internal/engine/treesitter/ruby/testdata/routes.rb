# Rails route helpers make a redirect local only where they are the
# application's routes: called on self, on the routes' url_helpers, or on
# an engine's main_app proxy. A *_path method of another object is code
# the analysis cannot see, and may return its argument.
class ReturnsController < ApplicationController
  def after_login
    redirect_to session_store.return_path(params[:return_to]) # want "ruby/open-redirect"
  end

  def after_logout
    redirect_to @site.logout_redirect_path(params[:next]) # want "ruby/open-redirect"
  end

  def after_signup
    redirect_to Onboarding.next_step_path(params[:next]) # want "ruby/open-redirect"
  end

  def routes
    redirect_to post_path(params[:id])
    redirect_to self.post_path(params[:id])
    redirect_to Rails.application.routes.url_helpers.post_path(params[:id])
    redirect_to ::Rails.application.routes.url_helpers.post_path(params[:id])
    redirect_to Blog::Engine.routes.url_helpers.post_path(params[:id])
    redirect_to main_app.post_path(params[:id])
    redirect_to Routes.post_path(params[:id])
  end

  def bound_helpers
    helpers = Rails.application.routes.url_helpers
    redirect_to helpers.comment_path(params[:id])
  end
end
