module BadgeHelper
  def badge(user)
    "<span class='badge'>#{user.name}</span>".html_safe # want "ruby/html-safe-interpolation"
  end

  def title(page)
    raw("<h1>#{page.title}</h1>") # want "ruby/html-safe-interpolation"
  end
end
