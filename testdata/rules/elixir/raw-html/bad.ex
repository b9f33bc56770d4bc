defmodule AppWeb.PageView do
  import Phoenix.HTML

  def bio(user), do: raw(user.bio) # want "elixir/raw-html"
end
