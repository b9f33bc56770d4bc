defmodule Csv do
  def line(values) do
    Enum.map_join(values, ",", &to_string/1)
  end
end
