defmodule MyAppWeb.ReportController do
  use MyAppWeb, :controller

  @orders %{"asc" => :asc, "desc" => :desc}

  def index(conn, %{"sort" => sort}) do
    order = Map.get(@orders, sort, :asc)
    render(conn, :index, reports: Reports.list(order))
  end

  def show(conn, params) do
    format = String.to_existing_atom(params["format"])
    render(conn, format, kind: String.to_atom("report"))
  end

  defmacro field(name) do
    quote do: def(unquote(String.to_atom("get_#{name}"))(), do: nil)
  end
end
