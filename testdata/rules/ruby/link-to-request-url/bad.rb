class ProfilesController < ApplicationController
  def show
    @link = view_context.link_to("Home page", params[:website]) # want "ruby/link-to-request-url"
    url = params[:return_to]
    @back = helpers.link_to "Back", url # want "ruby/link-to-request-url"
  end
end
