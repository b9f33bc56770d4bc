class PagesController < ApplicationController
  def show
    @page = Page.find(params[:id])
    render inline: "<h1><%= @page.title %></h1>"
    render plain: "#{@page.title}"
  end
end
