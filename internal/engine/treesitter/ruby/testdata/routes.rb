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

  # url_for returns a String argument as it is, and a host: (protocol:,
  # domain:, subdomain:, port:) option of url_for or a *_url helper picks
  # the URL's host; a Hash of route options or a record builds a local URL.
  def url_for_passes_strings
    redirect_to url_for(params[:next]) # want "ruby/open-redirect"
  end

  def url_host_option
    host = params[:host]
    redirect_to root_url(host: host) # want "ruby/open-redirect"
  end

  def url_for_host_option
    redirect_to url_for(controller: "posts", action: "index", host: params[:h]) # want "ruby/open-redirect"
  end

  def url_for_routes
    redirect_to url_for(controller: "posts", action: "show", id: params[:id])
    redirect_to url_for(@post)
    redirect_to post_url(params[:id])
    redirect_to post_url(params[:id], anchor: params[:section])
    redirect_to url_for(:back)
  end

  def bound_helpers
    helpers = Rails.application.routes.url_helpers
    redirect_to helpers.comment_path(params[:id])
  end
end
