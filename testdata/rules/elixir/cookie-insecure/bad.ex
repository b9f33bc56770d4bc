defmodule AppWeb.Prefs do
  import Plug.Conn

  def remember(conn, token) do
    put_resp_cookie(conn, "remember", token, secure: false) # want "elixir/cookie-insecure"
  end
end
