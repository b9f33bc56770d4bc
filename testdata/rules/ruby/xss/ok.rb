class PagesController < ApplicationController
  def show
    @bio = sanitize(params[:bio])
    @title = t("pages.title").html_safe
    render plain: params[:title]
  end
end
