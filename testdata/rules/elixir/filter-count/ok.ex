defmodule Stats do
  def positives(values) do
    Enum.count(values, &(&1 > 0))
  end
end
