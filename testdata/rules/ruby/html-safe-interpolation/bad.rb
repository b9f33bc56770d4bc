module BadgeHelper
  def badge(user)
    "<span class='badge'>#{user.name}</span>".html_safe # want "ruby/html-safe-interpolation"
  end

  def title(page)
    raw("<h1>#{page.title}</h1>") # want "ruby/html-safe-interpolation"
  end

  def label(user)
    ("<label>" + user.name + "</label>").html_safe # want "ruby/html-safe-interpolation"
  end

  def note(text)
    raw("<p class='note'>%s</p>" % text) # want "ruby/html-safe-interpolation"
  end

  def link(url, name)
    format("<a href='%s'>%s</a>", url, name).html_safe # want "ruby/html-safe-interpolation"
  end
end
