class PagesController < ApplicationController
  def show
    @bio = params[:bio].html_safe # want "ruby/xss"
    render inline: "<h1>#{params[:title]}</h1>" # want "ruby/xss"
  end
end
