module PostsHelper
  def render_body(post)
    sanitize(RedCloth.new(post.body, [:filter_html]).to_html)
  end

  def render_help
    RedCloth.new("*Bold* and _italic_").to_html
  end
end
