defmodule Fingerprint do
  def of(data), do: :crypto.hash(:sha256, data)
  def sign(key, data), do: :crypto.mac(:hmac, :sha256, key, data)
end
