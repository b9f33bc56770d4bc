defmodule MyAppWeb.ReportController do
  use MyAppWeb, :controller

  def index(conn, %{"sort" => sort}) do
    order = String.to_atom(sort) # want "elixir/atom-from-input"
    render(conn, :index, reports: Reports.list(order))
  end

  def show(conn, params) do
    format = params["format"] |> String.to_atom() # want "elixir/atom-from-input"
    render(conn, format)
  end
end
