class ReturnsController < ApplicationController
  def back
    response.headers["Location"] = root_path
    head :found
  end

  def continue
    head :created, location: person_path(@person)
  end

  def resume
    response.headers["X-Request-Id"] = params[:request_id]
    response.location = orders_url
    response.status = 302
  end

  def jump
    head :see_other, location: RETURN_PAGES.fetch(params[:page])
  end
end
