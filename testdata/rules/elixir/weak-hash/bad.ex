defmodule Fingerprint do
  def of(data), do: :crypto.hash(:md5, data) # want "elixir/weak-hash"
  def sign(key, data), do: :crypto.mac(:hmac, :sha, key, data) # want "elixir/weak-hash"
end
