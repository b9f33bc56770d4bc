defmodule Csv do
  def line(values) do
    values |> Enum.map(&to_string/1) |> Enum.join(",") # want "elixir/map-join"
  end
end
