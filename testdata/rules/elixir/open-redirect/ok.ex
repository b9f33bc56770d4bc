defmodule AppWeb.SessionController do
  use AppWeb, :controller

  def create(conn, _params) do
    conn |> redirect(to: "/dashboard")
  end

  def docs(conn, _params), do: redirect(conn, external: "https://hexdocs.pm/phoenix")
end
