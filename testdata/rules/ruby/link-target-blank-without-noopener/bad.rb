module LinksHelper
  def docs_link(url)
    link_to "Docs", url, target: "_blank" # want "ruby/link-target-blank-without-noopener"
  end

  def home_link(url)
    link_to "Home", url, { target: :_blank, class: "btn" } # want "ruby/link-target-blank-without-noopener"
  end
end
