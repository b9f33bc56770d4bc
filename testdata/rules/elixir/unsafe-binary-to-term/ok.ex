defmodule Session do
  def load(bin) do
    Plug.Crypto.non_executable_binary_to_term(bin, [:safe])
  end

  def load_safe(bin) do
    :erlang.binary_to_term(bin, [:safe])
  end
end
