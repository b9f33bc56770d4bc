module LinksHelper
  def docs_link(url)
    link_to "Docs", url, target: "_blank", rel: "noopener noreferrer"
  end

  def home_link(url)
    link_to "Home", url, class: "btn"
  end
end
