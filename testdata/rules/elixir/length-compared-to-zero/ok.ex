defmodule Cart do
  def empty?(items) do
    items == [] or length(items) > 10
  end
end
