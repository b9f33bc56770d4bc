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

  def separator
    ("<hr>" + "<br>").html_safe
  end

  def label(user)
    ("<label>" + h(user.name) + "</label>").html_safe
  end

  def empty
    format("<span></span>").html_safe
  end
end
