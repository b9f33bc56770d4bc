defmodule Flags do
  def present?(value), do: !!value # want "elixir/double-boolean-negation"
end
