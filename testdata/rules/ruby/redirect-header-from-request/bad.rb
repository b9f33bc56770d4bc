class ReturnsController < ApplicationController
  def back
    response.headers["Location"] = params[:return_to] # want "ruby/redirect-header-from-request"
    head :found
  end

  def continue
    head :see_other, location: params[:next] # want "ruby/redirect-header-from-request"
  end

  def resume
    target = request.query_parameters["url"]
    response.location = target # want "ruby/redirect-header-from-request"
    response.status = 302
  end

  def jump
    headers["Location"] = "#{params[:host]}/welcome" # want "ruby/redirect-header-from-request"
    head :moved_permanently
  end
end
