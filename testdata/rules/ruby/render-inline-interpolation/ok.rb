class PagesController < ApplicationController
  def show
    @page = Page.find(params[:id])
    render inline: "<h1><%= @page.title %></h1>"
    render plain: "#{@page.title}"
  end
end

class BannersController < ApplicationController
  BANNER = "<div class='banner'><%= @text %></div>"

  def show
    tpl = "<p><%= @message %></p>"
    render inline: tpl
    render inline: BANNER
  end
end
