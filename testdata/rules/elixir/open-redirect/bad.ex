defmodule AppWeb.SessionController do
  use AppWeb, :controller

  def create(conn, params) do
    redirect(conn, external: params["return_to"]) # want "elixir/open-redirect"
  end
end
