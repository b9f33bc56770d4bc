defmodule Session do
  def decode(cookie) do
    cookie |> Base.decode64!() |> then(&:erlang.binary_to_term(&1)) # want "elixir/unsafe-binary-to-term"
  end

  def load(bin) do
    :erlang.binary_to_term(bin) # want "elixir/unsafe-binary-to-term"
  end
end
