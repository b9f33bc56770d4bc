defmodule MyApp.Users do
  alias MyApp.Repo

  def find(name) do
    Repo.query("SELECT * FROM users WHERE name = '#{name}'") # want "elixir/sql-injection"
  end

  def remove(id) do
    Ecto.Adapters.SQL.query!(Repo, "DELETE FROM users WHERE id = " <> id, []) # want "elixir/sql-injection"
  end
end
