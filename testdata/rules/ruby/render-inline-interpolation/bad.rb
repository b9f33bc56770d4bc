class PagesController < ApplicationController
  def show_page(slug)
    page = Page.find_by!(slug: slug)
    render inline: "<h1>#{page.title}</h1>" # want "ruby/render-inline-interpolation"
  end
end

class SnippetsController < ApplicationController
  def preview(snippet)
    render inline: snippet.body # want "ruby/render-inline-interpolation"
  end

  def wrap(markup)
    render_to_string(inline: markup, layout: false) # want "ruby/render-inline-interpolation"
  end
end
