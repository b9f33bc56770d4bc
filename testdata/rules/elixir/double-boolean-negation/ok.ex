defmodule Flags do
  def present?(value), do: not is_nil(value)
  def absent?(value), do: !value
end
