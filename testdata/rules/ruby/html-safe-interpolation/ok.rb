module BadgeHelper
  def badge(user)
    content_tag(:span, user.name, class: "badge")
  end

  def title(page)
    "<h1>#{h(page.title)}</h1>".html_safe
  end

  def icon
    "<i class='icon'></i>".html_safe
  end
end
