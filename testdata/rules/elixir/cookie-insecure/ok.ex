defmodule AppWeb.Prefs do
  import Plug.Conn

  def remember(conn, token) do
    put_resp_cookie(conn, "remember", token, secure: true, http_only: true, same_site: "Lax")
  end
end
