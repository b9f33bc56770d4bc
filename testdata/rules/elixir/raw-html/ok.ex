defmodule AppWeb.PageView do
  import Phoenix.HTML

  def bio(user), do: raw(HtmlSanitizeEx.basic_html(user.bio))
  def hr, do: raw("<hr/>")
end
