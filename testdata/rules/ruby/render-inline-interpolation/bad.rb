class PagesController < ApplicationController
  def show_page(slug)
    page = Page.find_by!(slug: slug)
    render inline: "<h1>#{page.title}</h1>" # want "ruby/render-inline-interpolation"
  end
end
