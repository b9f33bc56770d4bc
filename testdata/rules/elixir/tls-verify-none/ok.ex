defmodule MyApp.Client do
  def fetch(url) do
    HTTPoison.get(url, [], ssl: [verify: :verify_peer, cacerts: :public_key.cacerts_get()])
  end

  def fetch_req(url), do: Req.get!(url)
end
