defmodule Orders do
  def total(order) do
    IO.inspect(order) # want "elixir/debug-left"
    Enum.sum(order.lines)
  end
end
