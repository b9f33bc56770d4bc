defmodule Stats do
  def positives(values) do
    values |> Enum.filter(&(&1 > 0)) |> Enum.count() # want "elixir/filter-count"
  end
end
