defmodule Cart do
  def empty?(items) do
    length(items) == 0 # want "elixir/length-compared-to-zero"
  end
end
