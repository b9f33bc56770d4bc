module PostsHelper
  def render_body(post)
    RedCloth.new(post.body).to_html.html_safe # want "ruby/textile-without-html-filter"
  end
end
