defmodule MyApp.Client do
  def fetch(url) do
    HTTPoison.get(url, [], ssl: [verify: :verify_none]) # want "elixir/tls-verify-none"
  end

  def fetch_erlang(url) do
    :httpc.request(:get, {url, []}, [ssl: [{:verify, :verify_none}]], []) # want "elixir/tls-verify-none"
  end
end
